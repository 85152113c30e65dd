// GET categories and GET brands (docs/api-reference.md §8.4, §8.5).
import { z, opt } from '../zod.ts';
import { CategorySchema, linkFields, paginatorSchema } from '../shapes.ts';

const ListItemSchema = z.object({
  ...linkFields,
  image: opt(z.string()),
  meta_title: opt(z.string()),
  meta_description: opt(z.string()),
});

export const CategoriesDataSchema = paginatorSchema(
  ListItemSchema.extend({ child: z.array(CategorySchema).optional() }),
);

export const BrandsDataSchema = paginatorSchema(ListItemSchema);
