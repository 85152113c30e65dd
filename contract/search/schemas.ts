// GET search — suggestions (API-REFERENCE §8.7).
import { z, int, opt } from '../zod.ts';
import { ProductCardSchema } from '../shapes.ts';
import { qText } from '../query.ts';

export const SearchQuerySchema = z.object({ q: qText('q', 200) });

const CategoryHit = z.object({
  id: int,
  title: opt(z.string()),
  slug: opt(z.string()),
  image: opt(z.string()),
});

export const SearchDataSchema = z.object({
  product: z.array(ProductCardSchema).default([]),
  suggested: z.array(z.object({ id: int, title: opt(z.string()) })).default([]),
  category: z.array(CategoryHit).default([]),
  sub_category: z
    .array(
      CategoryHit.extend({
        category: opt(z.object({ id: int, title: opt(z.string()), slug: opt(z.string()) })),
      }),
    )
    .default([]),
});
export type SearchData = z.infer<typeof SearchDataSchema>;
