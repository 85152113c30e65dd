// api/v1 endpoints of the search domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { SearchDataSchema, SearchQuerySchema } from './schemas.ts';

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: 'search',
    auth: 'none',
    summary: 'Search suggestions',
    query: SearchQuerySchema,
    data: SearchDataSchema,
    header: 'language',
  }),
};
