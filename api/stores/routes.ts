// The store page (docs/api-reference.md §8.10), registered from contract/stores/endpoints.ts. Following a store and
// the followed-stores list live beside it (following.ts).
import { Hono } from 'hono';
import { storesEndpoints } from '#contract/stores/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import type { ApiEnv } from '../lib/context.ts';
import { currentUser } from '../lib/auth.ts';
import { handle } from '../lib/endpoint.ts';
import { paginated } from '../lib/paginate.ts';
import { readerOf } from '../lib/reader.ts';
import { notFoundReply, ok } from '../lib/reply.ts';
import { storePage } from './service.ts';

export const storesRoutes = new Hono<ApiEnv>();

handle(storesRoutes, storesEndpoints.store, async (c, { query }) => {
  const data = await storePage(readerOf(c), query, () => currentUser(c));
  if (!data) return notFoundReply(c, Messages.storeNotFound);
  return ok(c, { ...data, result: paginated(c, data.result) });
});
