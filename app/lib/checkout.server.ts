// Shared by the shipping step, the checkout and the order-placed page (issue 15): who is checking out, the
// translator of those screens, the API's order messages in the shopper's language, and the idempotency key
// the checkout page issues with "Place order".
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { OrderMessages } from '#contract/orders/schemas.ts';
import { toMinor } from '#contract/money.ts';
import { cartSignature } from '#contract/orders/schemas.ts';
import type { CartLine, CartSummary } from '#contract/cart/schemas.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { cookieSecrets, readSession } from '#app/lib/session.server.ts';
import { apiMessage } from '#app/lib/forms.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { common as loadCommon } from '#app/lib/shop-api/site.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { addressesEndpoints } from '#contract/addresses/endpoints.ts';

export const checkoutT = (request: Request) =>
  i18next.getFixedT(languageFromPath(new URL(request.url).pathname), [
    'checkout',
    'cart',
    'account',
    'common',
  ]);

/** Order messages (contract/orders) in the shopper's language; any other through the account ones. */
export function orderMessage(t: TFunction, message: string): string {
  const key = (Object.keys(OrderMessages) as (keyof typeof OrderMessages)[]).find(
    (k) => OrderMessages[k] === message,
  );
  if (key) return t(`checkout:api.${key}`, { defaultValue: message });
  const soldOut = /^The flash sale price for (.+) has sold out\. Please review your cart\.$/.exec(
    message,
  );
  if (soldOut)
    return t('checkout:api.flashSoldOut', { product: soldOut[1], defaultValue: message });
  return apiMessage(t, message);
}

export type Shopper = {
  /** the signed-in shopper's token, or null for a guest */
  token: string | null;
  userToken: string | null;
  lang: string;
  /** who the idempotency key is bound to */
  id: string;
};

/**
 * The shopper of a checkout screen. Nobody with neither a sign-in nor a guest cart has anything to check out
 * (to the cart); a guest while guest checkout is off must log in first (and comes back).
 */
export async function requireShopper(
  request: Request,
  context: AppLoadContext,
  back: string,
): Promise<Shopper> {
  const lang = languageFromPath(new URL(request.url).pathname);
  const { token, userToken } = await readSession(request);
  if (token) return { token, userToken: null, lang, id: `u:${token}` };
  if (!userToken) throw redirect(localizePath('/cart', lang));
  const common = await loadCommon(shopApiFor(request, context));
  if (common.ok && common.data.setting.guest_checkout === 0)
    throw redirect(
      `${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(localizePath(back, lang))}`,
    );
  return { token: null, userToken, lang, id: `g:${userToken}` };
}

// The idempotency key: 22 random characters and 32 of an HMAC over them and the shopper, with the session
// secret. A key is made with each checkout page; "Place order" sends it back, so a double click, a reload
// or a back-button resubmit carries the same key and the API answers with the order it already placed.
// Nobody can make a key that passes for another shopper or invent one (decision 060).
const NONCE = 22;
const mac = (secret: string, nonce: string, shopper: string) =>
  createHmac('sha256', secret)
    .update(`checkout|${shopper}|${nonce}`)
    .digest('base64url')
    .slice(0, 32);

export function issueCheckoutKey(shopper: Pick<Shopper, 'id'>): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}${mac(cookieSecrets()[0]!, nonce, shopper.id)}`;
}

export function checkCheckoutKey(key: unknown, shopper: Pick<Shopper, 'id'>): key is string {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{54}$/.test(key)) return false;
  const nonce = key.slice(0, NONCE);
  const sig = Buffer.from(key.slice(NONCE));
  return cookieSecrets().some((secret) => {
    const expected = Buffer.from(mac(secret, nonce, shopper.id));
    return expected.length === sig.length && timingSafeEqual(expected, sig);
  });
}

/** What the page showed, as the API compares it (contract/orders cartSignature): selected lines and total. */
export function signatureOf(lines: CartLine[], summary: CartSummary): string {
  return cartSignature(
    lines
      .filter((l) => l.selected === 1)
      .map((l) => ({ id: l.id, quantity: l.quantity, unitMinor: toMinor(l.unit_price ?? 0) })),
    toMinor(summary.total),
  );
}

/** Pages of the book read at once for the address picker: 20 × 25 addresses, far beyond any real shopper. */
const BOOK_PAGES = 20;

/** Every address of the book (not only its first page), so an older default address can still be picked. */
export async function addressBook(api: ShopApi) {
  const first = unwrapOrThrow(
    await api.call(addressesEndpoints.addressAll, { query: { page: 1 } }),
  );
  const last = Math.min(first.last_page, BOOK_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) =>
      api.call(addressesEndpoints.addressAll, { query: { page: i + 2 } }).then(unwrapOrThrow),
    ),
  );
  return [first, ...rest].flatMap((p) => p.data);
}
