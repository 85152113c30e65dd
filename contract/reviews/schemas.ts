// GET reviews/{productId} (API-REFERENCE §8.11).
import { z, int } from '../zod.ts';
import { BannerSchema, ReviewSchema, paginatorSchema } from '../shapes.ts';
import { qEnum, qFlag, qPage, qText } from '../query.ts';
import { mustBeOneOf } from '../messages.ts';

const ORDER_COLUMNS = ['created_at', 'rating', 'id'] as const;

/** order_by and type are required by iShop; ours defaults them (created_at, desc) but refuses bad values. */
export const ReviewsQuerySchema = z.object({
  order_by: z.preprocess(
    (v) => (v === undefined || v === '' ? 'created_at' : v),
    z.enum(ORDER_COLUMNS, { error: mustBeOneOf('order_by', ORDER_COLUMNS) }),
  ),
  type: z.preprocess(
    (v) => (v === undefined || v === '' ? 'desc' : v),
    z.enum(['asc', 'desc'], { error: mustBeOneOf('type', ['asc', 'desc']) }),
  ),
  get_total: qFlag,
  time_zone: qText('time_zone', 64),
  page: qPage,
  rating: qEnum('rating', ['1', '2', '3', '4', '5']),
});

export const ReviewsDataSchema = z.object({
  all: paginatorSchema(ReviewSchema),
  total: z.array(z.object({ rating: int, total: int })).optional(),
  banner: BannerSchema.nullable().optional(),
});
export type ReviewsData = z.infer<typeof ReviewsDataSchema>;
