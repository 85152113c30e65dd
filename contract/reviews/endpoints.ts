// api/v1 endpoints of the reviews domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../query.ts';
import { ReviewSchema } from '../shapes.ts';
import {
  ReviewActionBodySchema,
  ReviewFindQuerySchema,
  ReviewsDataSchema,
  ReviewsQuerySchema,
} from './schemas.ts';

export const reviewsEndpoints = {
  reviews: defineEndpoint({
    method: 'GET',
    path: 'reviews/{id}',
    auth: 'none',
    summary: 'Product reviews',
    params: IdParamsSchema,
    query: ReviewsQuerySchema,
    data: ReviewsDataSchema,
  }),
  reviewAction: defineEndpoint({
    method: 'POST',
    path: 'rating-review/action',
    auth: 'owner',
    summary:
      'Rate and review a product of one of the caller’s delivered orders (multipart with `images[]`: JPEG or PNG, at most 1000 KB each, at most 4 per review; `deleted_images` JSON `[{id, image}]`); posting again updates it',
    body: ReviewActionBodySchema,
    multipart: true,
    data: ReviewSchema,
  }),
  reviewFind: defineEndpoint({
    method: 'GET',
    path: 'rating-review/find/{id}',
    auth: 'owner',
    summary: 'The caller’s review of a product (of one order with `order_id`), with its images',
    params: IdParamsSchema,
    query: ReviewFindQuerySchema,
    data: ReviewSchema,
  }),
};
