// The address book (docs/api-reference.md §8.15), hybrid (token or user_token): each handler registered from its
// contract definition; the rules live in service.ts.
import { Hono } from 'hono';
import { addressesEndpoints } from '#contract/addresses/endpoints.ts';
import { Messages, addressMessage } from '#contract/messages.ts';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { endpointPath, nowOf, queryOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { ownerOf } from '../lib/auth.ts';
import {
  failureReply,
  notFoundReply,
  ok,
  passThrough,
  softNotFoundReply,
  type Reply,
} from '../lib/reply.ts';
import { ADDRESS_PAGE, addressPage, deleteAddress, findAddress, saveAddress } from './service.ts';

export const addressesRoutes = new Hono<ApiEnv>();

/** A path id that is not a number: the caller is still identified first, then the address is not found. */
const unknownAddress = (notFound: (c: Ctx, message: string) => Reply<never>) => async (c: Ctx) => {
  const owner = await ownerOf(c);
  return owner instanceof Response ? passThrough(owner) : notFound(c, Messages.addressNotFound);
};

handle(addressesRoutes, addressesEndpoints.addressAll, async (c, { query, owner }) => {
  const page = normalisePage(query.page);
  const { items, total } = await addressPage(c.get('deps').db, owner, page);
  return ok(
    c,
    buildPaginator({
      items,
      total,
      page,
      perPage: ADDRESS_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
});

handle(
  addressesRoutes,
  addressesEndpoints.addressFind,
  async (c, { params, owner }) => {
    const id = Number(params.id);
    const address = Number.isSafeInteger(id)
      ? await findAddress(c.get('deps').db, owner, id)
      : null;
    return address ? ok(c, address) : notFoundReply(c, Messages.addressNotFound);
  },
  { onInvalid: unknownAddress(notFoundReply) },
);

handle(addressesRoutes, addressesEndpoints.addressAction, async (c, { body, owner }) => {
  const pathId = c.req.param('id');
  if (pathId !== undefined && !/^\d+$/.test(pathId))
    return notFoundReply(c, Messages.addressNotFound);
  const id = pathId !== undefined ? Number(pathId) : body.id;
  const saved = await saveAddress(c.get('deps').db, owner, id, body, nowOf(c).toISOString());
  if (!saved) return notFoundReply(c, Messages.addressNotFound);
  return ok(c, saved, addressMessage(id !== undefined ? 'updated' : 'created'));
});

handle(
  addressesRoutes,
  addressesEndpoints.addressDelete,
  async (c, { params, owner }) => {
    const id = Number(params.id);
    // A missing (or someone else's) address: iShop's soft not-found, status 200 with data.form (§3.1).
    if (!Number.isSafeInteger(id)) return softNotFoundReply(c, Messages.addressNotFound);
    const r = await deleteAddress(c.get('deps').db, owner, id);
    if (r.ok) return ok(c, r.address, addressMessage('deleted'));
    return r.reason === 'in-use'
      ? failureReply(c, Messages.addressInUse)
      : softNotFoundReply(c, Messages.addressNotFound);
  },
  { onInvalid: unknownAddress(softNotFoundReply) },
);
