// GET search — suggestions (docs/api-reference.md §8.7).
import { z, int, opt } from '../zod.ts';
import { ProductCardSchema, linkFields } from '../shapes.ts';
import { qText } from '../query.ts';

export const SearchQuerySchema = z.object({ q: qText('q', 200) });

const CategoryHit = z.object({ ...linkFields, image: opt(z.string()) });

export const SearchDataSchema = z.object({
  product: z.array(ProductCardSchema).default([]),
  suggested: z.array(z.object({ id: int, title: opt(z.string()) })).default([]),
  category: z.array(CategoryHit).default([]),
  sub_category: z.array(CategoryHit.extend({ category: opt(z.object(linkFields)) })).default([]),
});
export type SearchData = z.infer<typeof SearchDataSchema>;
