// GET suggested-products/{productId}?page= (docs/api-reference.md §8.12).
import { z } from '../zod.ts';
import { ProductCardSchema, paginatorSchema } from '../shapes.ts';

export const SuggestedDataSchema = z.object({
  suggestion_1: paginatorSchema(ProductCardSchema),
  suggestion_2: paginatorSchema(ProductCardSchema),
});
export type SuggestedData = z.infer<typeof SuggestedDataSchema>;
