// Search suggestions (docs/api-reference.md §8.7), registered from contract/search/endpoints.ts. Search results are
// the catalogue's `products?q=` listing.
import { Hono } from 'hono';
import { searchEndpoints } from '#contract/search/endpoints.ts';
import type { ApiEnv } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { readerOf } from '../lib/reader.ts';
import { ok } from '../lib/reply.ts';
import { suggestions } from './service.ts';

export const searchRoutes = new Hono<ApiEnv>();

handle(searchRoutes, searchEndpoints.search, async (c, { query }) =>
  ok(c, await suggestions(readerOf(c), query.q)),
);
