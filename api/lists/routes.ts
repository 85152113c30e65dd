// Wishlist (docs/api-reference.md §8.16) and compare list (§8.17), for the signed-in user. Handlers are registered
// from contract/lists/endpoints.ts; the rules live in service.ts.
import { Hono } from 'hono';
import { listsEndpoints as E } from '#contract/lists/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { endpointPath, languageOf, nowOf, queryOf, type ApiEnv } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import { listPage, toggle, wishlistIds } from './service.ts';

export const listsRoutes = new Hono<ApiEnv>();

const lists = [
  {
    table: 'wishlists',
    all: E.wishlistAll,
    action: E.wishlistAction,
    added: Messages.wishlistAdded,
    removed: Messages.wishlistRemoved,
  },
  {
    table: 'compare_lists',
    all: E.compareAll,
    action: E.compareAction,
    added: Messages.compareAdded,
    removed: Messages.compareRemoved,
  },
] as const;

for (const list of lists) {
  handle(listsRoutes, list.all, async (c, { query, user }) =>
    ok(
      c,
      await listPage(c.get('deps').db, list.table, user.id, {
        query,
        lang: languageOf(c),
        now: nowOf(c),
        path: endpointPath(c),
        params: queryOf(c),
      }),
    ),
  );
  handle(listsRoutes, list.action, async (c, { body, user }) => {
    const r = await toggle(c.get('deps').db, list.table, user.id, body.product_id, nowOf(c));
    if (!r.ok) return r.notFound ? notFoundReply(c, r.message) : formReply(c, r.message);
    return ok(c, r.row, r.row ? list.added : list.removed);
  });
}

// (proposed) The ids in the wishlist, for hearts on product cards.
handle(listsRoutes, E.wishlistIds, async (c, { user }) =>
  ok(c, await wishlistIds(c.get('deps').db, user.id)),
);
