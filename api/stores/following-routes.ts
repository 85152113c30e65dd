// Followed stores (docs/api-reference.md §8.18, token): each handler registered from its contract definition; the
// rules live in following.ts.
import { Hono } from 'hono';
import { Messages } from '#contract/messages.ts';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { storesEndpoints } from '#contract/stores/endpoints.ts';
import { endpointPath, nowOf, queryOf, type ApiEnv } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { notFoundReply, ok } from '../lib/reply.ts';
import { FOLLOW_PAGE, followingPage, toggleFollow } from './following.ts';

export const followingRoutes = new Hono<ApiEnv>();

handle(followingRoutes, storesEndpoints.follow, async (c, { body, user }) => {
  const { db } = c.get('deps');
  const r = await toggleFollow(db, user.id, body.store_id, nowOf(c).toISOString());
  if (!r) return notFoundReply(c, Messages.storeNotFound);
  // A toggle (§8.18): data is true either way; the store's `following` tells the new state.
  return ok(c, true as const, r === 'followed' ? Messages.storeFollowed : Messages.storeUnfollowed);
});

handle(followingRoutes, storesEndpoints.followingList, async (c, { query, user }) => {
  const page = normalisePage(query.page);
  const { items, total } = await followingPage(
    c.get('deps').db,
    user.id,
    page,
    query.type === 'asc',
  );
  return ok(
    c,
    buildPaginator({
      items,
      total,
      page,
      perPage: FOLLOW_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
});
