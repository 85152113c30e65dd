// api/v1 endpoints of the reviews domain (API-REFERENCE §8).
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../query.ts';
import { ReviewsDataSchema, ReviewsQuerySchema } from './schemas.ts';

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
};
