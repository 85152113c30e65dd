// Wishlist (§8.16) and compare list (§8.17): the signed-in user's product lists.
import { z, int, opt, flag, str, listOrEmpty } from '../zod.ts';
import { paginatorSchema } from '../paginate.ts';
import { ProductCardSchema } from '../shapes.ts';
import { id } from '../cart/schemas.ts';

export const ProductIdBodySchema = z.object({ product_id: id('product_id') });

const ListItemSchema = z.object({
  id: int,
  product_id: int,
  created: opt(str),
  product: ProductCardSchema.extend({
    // Ours, for the compare table: brand, stock and the product's attributes.
    brand: opt(z.object({ id: int, title: opt(str) })),
    stock: opt(int),
    attributes: listOrEmpty(z.object({ title: str, values: z.array(str) })),
    needs_choice: opt(flag),
  }),
});
export const ListPageSchema = paginatorSchema(ListItemSchema);
export const WishlistIdsSchema = z.array(int);
/** A toggle's answer (§8.16, §8.17): the new row when added, null when removed. */
const ListRowSchema = z.object({
  id: int,
  user_id: int,
  product_id: int,
  created_at: opt(str),
});
export const ListToggleSchema = ListRowSchema.nullable();
