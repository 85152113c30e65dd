// GET flash-sale and GET flash-sale/{id} (docs/api-reference.md §8.6).
import { z } from '../zod.ts';
import { FlashProductSchema, FlashSaleSchema, paginatorSchema } from '../shapes.ts';

export const FlashSalesDataSchema = z.array(FlashSaleSchema);

export const FlashSaleProductsDataSchema = paginatorSchema(FlashProductSchema);
