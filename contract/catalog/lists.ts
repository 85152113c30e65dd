// GET categories and GET brands (API-REFERENCE §8.4, §8.5).
import { z, int, opt } from '../zod.ts';
import { CategorySchema, paginatorSchema } from '../shapes.ts';
import { qPage } from '../query.ts';

export const PageOnlyQuerySchema = z.object({ page: qPage });

const ListItemSchema = z.object({
  id: int,
  title: opt(z.string()),
  slug: opt(z.string()),
  image: opt(z.string()),
  meta_title: opt(z.string()),
  meta_description: opt(z.string()),
});

export const CategoriesDataSchema = paginatorSchema(
  ListItemSchema.extend({ child: z.array(CategorySchema).optional() }),
);

export const BrandsDataSchema = paginatorSchema(ListItemSchema);
