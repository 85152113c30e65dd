// The cart's action, one function per intent. Without JavaScript every answer is post/redirect/get with a
// toast; with it (a fetcher's `.data` request) the page stays and the toast and the count arrive with the
// revalidation.
import { data, redirect } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { cartEndpoints } from '#contract/cart/endpoints.ts';
import { vouchersEndpoints } from '#contract/vouchers/endpoints.ts';
import { redirectWithToast, toastAnswer } from '#app/lib/toast.server.ts';
import { commitSession, getSession } from '#app/lib/session.server.ts';
import { apiMessage, sessionExpired } from '#app/lib/forms.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { languageFromPath, safeRedirectPath } from '#app/lib/i18n.ts';
import { productPath } from '#app/lib/paths.ts';
import { VOUCHER_MESSAGES, VoucherCheckSchema } from '#app/lib/voucher-form.ts';
import type { ShopApi, ShopApiError } from '#app/lib/shop-api/client.server.ts';
import {
  AddSchema,
  CART_MESSAGES,
  DeleteLineSchema,
  SelectSchema,
  SetQuantitySchema,
} from '#app/routes/($lang).cart/schema.ts';

export type CartContext = {
  request: Request;
  formData: FormData;
  t: TFunction;
  api: ShopApi;
  /** The cart page. */
  self: string;
  /** The shipping step, where Buy now leads. */
  shipping: string;
  /** Where the form was (its `redirectTo`), else the cart. */
  back: string;
  /** Set-Cookie of a guest's new user_token, sent with every answer. */
  headers: Headers;
  js: boolean;
};

/** `values`: what the shopper typed, kept by an error toast for the form (the voucher box). */
function answerer(c: CartContext, values?: Record<string, string>) {
  const answer = toastAnswer(c.request, c.back, c.headers);
  const refused = (message: string, to?: string) =>
    answer({ type: 'error', message, ...(values ? { values } : {}) }, { to, status: 400 });
  const failed = (error: ShopApiError, to?: string) =>
    error.kind === 'unauthenticated'
      ? sessionExpired(c.request)
      : refused(apiMessage(c.t, error.message), to);
  /** A change of the cart page itself: it reloads (PRG), or with JavaScript revalidates in place. */
  const changed = () =>
    c.js ? data({ ok: true }, { headers: c.headers }) : redirect(c.self, { headers: c.headers });
  return { answer, refused, failed, changed };
}

export async function addToCart(c: CartContext, buyNow: boolean) {
  const { answer, refused, failed } = answerer(c);
  const submission = parseForm(c.formData, AddSchema, c.t, CART_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error));
  const { product_id, inventory_id, quantity } = submission.value;
  const body = { product_id, inventory_id, quantity };
  const r = await c.api.call(buyNow ? cartEndpoints.cartBuyNow : cartEndpoints.cartAction, {
    body,
  });
  // From a product card: whatever stops the add (a choice to make, stock), its page says why. The cards'
  // shared form says `card` (decision 085); a page of its own may still name the page to go to.
  const choose =
    c.formData.get('choose') === 'card'
      ? productPath({ id: product_id }, languageFromPath(new URL(c.request.url).pathname))
      : safeRedirectPath(c.formData.get('choose'), '');
  if (!r.ok && choose && r.error.kind !== 'unauthenticated')
    return redirectWithToast(
      c.request,
      choose,
      { type: 'error', message: apiMessage(c.t, r.error.message) },
      c.headers,
    );
  if (!r.ok) return failed(r.error);
  // Buy now: only this line is selected; straight on to the shipping step.
  if (buyNow) return redirect(c.shipping, { headers: c.headers });
  return answer({ type: 'success', title: c.t('cart:added'), message: c.t('cart:addedMessage') });
}

export async function setQuantity(c: CartContext) {
  const { refused, failed, changed } = answerer(c);
  const submission = parseForm(c.formData, SetQuantitySchema, c.t, CART_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error), c.self);
  const r = await c.api.call(cartEndpoints.cartQuantity, { body: submission.value });
  return r.ok ? changed() : failed(r.error);
}

export async function changeSelection(c: CartContext) {
  const { refused, failed, changed } = answerer(c);
  const submission = parseForm(c.formData, SelectSchema, c.t, CART_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error));
  const { checked, unchecked } = submission.value;
  const r = await c.api.call(cartEndpoints.cartChange, {
    body: { checked, unchecked, isBundle: false },
  });
  return r.ok ? changed() : failed(r.error);
}

export async function deleteLine(c: CartContext) {
  const { answer, refused, failed } = answerer(c);
  const submission = parseForm(c.formData, DeleteLineSchema, c.t, CART_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error), c.self);
  const r = await c.api.call(cartEndpoints.cartDelete, {
    params: { id: String(submission.value.id) },
  });
  if (!r.ok) return failed(r.error);
  return answer({ type: 'success', message: c.t('cart:deleted') }, { to: c.self });
}

/** The voucher applied in the cart lives in the session; the API checks it again on every summary. */
export async function applyVoucher(c: CartContext) {
  // A refused code comes back in the box (with the toast, through the redirect without JavaScript).
  const typed = String(c.formData.get('code') ?? '').slice(0, 40);
  const { answer, refused, failed } = answerer(c, { voucher: typed });
  const submission = parseForm(c.formData, VoucherCheckSchema, c.t, VOUCHER_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error), c.self);
  const r = await c.api.call(vouchersEndpoints.voucherValidity, {
    body: { voucher: submission.value.code, price: 0 },
  });
  if (!r.ok) return failed(r.error);
  const session = await getSession(c.request);
  session.set('voucher', r.data.voucher);
  c.headers.append('Set-Cookie', await commitSession(session));
  return answer(
    { type: 'success', message: c.t('cart:voucher.applied', { code: r.data.voucher }) },
    { to: c.self },
  );
}

export async function removeVoucher(c: CartContext) {
  const session = await getSession(c.request);
  session.unset('voucher');
  c.headers.append('Set-Cookie', await commitSession(session));
  return redirect(c.self, { headers: c.headers });
}

/** An unknown intent is refused (with the guest's cookie, if one was just made). */
export const unknownIntent = (c: CartContext) =>
  data({ ok: false }, { status: 400, headers: c.headers });
