// The storefront's payment pages (issue 16) share this: the caller's online order as the API describes it
// (order/payment/{id}: provider, state, test mode, the hosted step), a 404 for anything else, and what the
// return page makes of order/payment-done — paid (→ the order), waiting, unverified or cancelled (→ cart).
import type { AppLoadContext } from '@remix-run/node';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { paymentsEndpoints } from '#contract/payments/endpoints.ts';
import { OrderMessages, type OrderPayment } from '#contract/orders/schemas.ts';
import { readSession } from '#app/lib/session.server.ts';
import { sessionExpired } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { checkoutT } from '#app/lib/checkout.server.ts';

const notFound = () => new Response('Not Found', { status: 404 });

export async function onlineOrder(
  request: Request,
  context: AppLoadContext,
  id: string | null | undefined,
  provider?: string,
): Promise<{ view: OrderPayment; lang: string; api: ReturnType<typeof shopApiFor> }> {
  const { token, userToken } = await readSession(request);
  if ((!token && !userToken) || !id || !/^\d{1,10}$/.test(id)) throw notFound();
  const api = shopApiFor(request, context);
  const found = await api.call(paymentsEndpoints.orderPayment, { params: { id } });
  if (!found.ok) {
    if (found.error.kind === 'unauthenticated') throw await sessionExpired(request);
    throw notFound();
  }
  if (provider !== undefined && found.data.provider !== provider) throw notFound();
  return { view: found.data, lang: languageFromPath(new URL(request.url).pathname), api };
}

/** Back to the cart (its lines restored by the release) with 'Payment has been cancelled'. */
export async function cancelledToCart(request: Request, lang: string) {
  const t = await checkoutT(request);
  return redirectWithToast(request, localizePath('/cart', lang), {
    type: 'error',
    message: t('checkout:api.paymentCancelled'),
  });
}

export type ReturnState = { state: 'waiting' | 'unverified'; view: OrderPayment; title: string };

/**
 * The return page's loader: the provider's own return parameters (never trusted: the API verifies them
 * with the provider) go to order/payment-done. Paid → the order's page (its confirmation e-mail goes out
 * once); not settled yet → the page waits; a released order → the cart.
 */
export async function settleReturn(
  request: Request,
  context: AppLoadContext,
  id: string | null | undefined,
  provider?: string,
): Promise<ReturnState> {
  const { view, lang, api } = await onlineOrder(request, context, id, provider);
  const t = await checkoutT(request);
  const title = t('checkout:return.title');
  if (view.state === 'released') throw await cancelledToCart(request, lang);
  const params: Record<string, string> = {};
  for (const [k, v] of new URL(request.url).searchParams)
    if (Object.keys(params).length < 30 && k.length <= 64 && v.length <= 4000) params[k] = v;
  const r = await api.call(paymentsEndpoints.orderPaymentDone, {
    body: { id: view.id, order_method: view.order_method, params },
  });
  if (r.ok && r.data === 1) {
    await api.call(ordersEndpoints.sendOrderEmail, { params: { id: String(view.id) } });
    throw await redirectWithToast(request, localizePath(`/checkout/complete/${view.id}`, lang), {
      type: 'success',
      message: t('checkout:api.placed'),
    });
  }
  if (r.ok) return { state: 'waiting', view, title };
  if (r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  if (r.error.messages.includes(OrderMessages.paymentCancelled))
    throw await cancelledToCart(request, lang);
  if (r.error.messages.includes(OrderMessages.paymentUnverified))
    return { state: 'unverified', view: { ...view, state: 'unverified' }, title };
  throw new Response('The payment could not be checked now.', { status: 503 });
}

/**
 * The cancel page's loader: the shopper left the provider's page, so the unpaid order is released
 * (order/payment-failed: stock back, lines back in the cart). The API asks the provider first: an order
 * paid there is not released and the shopper sees it paid.
 */
export async function cancelPayment(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  provider: string | undefined,
): Promise<never> {
  const { view, lang, api } = await onlineOrder(request, context, id, provider);
  if (view.state !== 'paid') {
    const r = await api.call(paymentsEndpoints.orderPaymentFailed, { body: { id: view.id } });
    if (r.ok) throw await cancelledToCart(request, lang);
    if (r.error.kind === 'unauthenticated') throw await sessionExpired(request);
    if (!r.error.messages.includes(OrderMessages.alreadyPaid)) throw notFound();
  }
  throw await redirectWithToast(request, localizePath(`/checkout/complete/${view.id}`, lang), {
    type: 'success',
    message: (await checkoutT(request))('checkout:api.alreadyPaid'),
  });
}
