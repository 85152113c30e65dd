// Cart (docs/api-reference.md §8.19, hybrid: a bearer token, else the guest's user_token). Handlers are registered
// from contract/cart/endpoints.ts; the rules live in service.ts.
import { Hono } from 'hono';
import { cartEndpoints as E } from '#contract/cart/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { languageOf, nowOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { ownerOf } from '../lib/auth.ts';
import {
  failureEnvelopeReply,
  failureReply,
  formReply,
  ok,
  okBlankToken,
  passThrough,
  softNotFoundReply,
} from '../lib/reply.ts';
import {
  addToCart,
  cartSummary,
  cartView,
  changeSelection,
  deleteLine,
  setQuantity,
  updateShipping,
} from './service.ts';

export const cartRoutes = new Hono<ApiEnv>();

const dbOf = (c: Ctx) => c.get('deps').db;
const now = (c: Ctx) => nowOf(c).toISOString();

handle(cartRoutes, E.cartByUser, async (c, { owner }) =>
  ok(c, await cartView(dbOf(c), owner, languageOf(c), now(c))),
);

// (proposed) The totals of the selected lines: items, bundle deals, tax, shipping to the default address, a
// voucher, total — and which selected lines cannot be shipped there.
handle(cartRoutes, E.cartSummary, async (c, { query, owner }) =>
  ok(
    c,
    await cartSummary(dbOf(c), owner, { voucher: query.voucher, lang: languageOf(c), now: now(c) }),
  ),
);

for (const [endpoint, mode] of [
  [E.cartAction, 'add'],
  [E.cartBuyNow, 'set'],
] as const)
  handle(cartRoutes, endpoint, async (c, { body, owner }) => {
    const r = await addToCart(dbOf(c), owner, body, now(c), mode);
    return r.ok ? ok(c, r.row, Messages.productAdded) : failureReply(c, r.message, r.status);
  });

// (proposed) Sets a line's quantity (the cart's steppers), within stock and the line maximum.
handle(cartRoutes, E.cartQuantity, async (c, { body, owner }) => {
  const refused = await setQuantity(dbOf(c), owner, body.id, body.quantity, now(c));
  if (refused) return failureReply(c, refused);
  return ok(c, await cartView(dbOf(c), owner, languageOf(c), now(c)));
});

// iShop answers cart/change with an empty token (§2).
handle(cartRoutes, E.cartChange, async (c, { body, owner }) => {
  await changeSelection(dbOf(c), owner, body, now(c));
  return okBlankToken(c, true);
});

handle(
  cartRoutes,
  E.cartDelete,
  async (c, { params, owner }) => {
    const line = await deleteLine(dbOf(c), owner, Number(params.id));
    return line ? ok(c, line) : softNotFoundReply(c, Messages.cartLineNotFound);
  },
  {
    // An id that is no number names no line of the caller's (once the caller is known): §3.1's soft not-found.
    onInvalid: async (c) => {
      const owner = await ownerOf(c);
      return owner instanceof Response
        ? passThrough(owner)
        : softNotFoundReply(c, Messages.cartLineNotFound);
    },
  },
);

// The shipping step: the place and type of each line, and the address that becomes the default.
handle(cartRoutes, E.cartUpdateShipping, async (c, { body, owner }) => {
  const lang = languageOf(c);
  const r = await updateShipping(
    dbOf(c),
    owner,
    { addressId: body.selected_address, lines: body.cart },
    { lang, now: now(c) },
  );
  if (r.ok) return ok(c, await cartView(dbOf(c), owner, lang, now(c)));
  if ('address' in r) return formReply(c, Messages.addressNotFound);
  // §3.3: messages per cart id, with the first one in data.form for simple clients.
  const first = Object.values(r.problems)[0]![0]!;
  return failureEnvelopeReply(c, {
    status: 500,
    message: r.problems,
    data: { product: [r.problems], form: [first] },
  });
});
