// The shipping and tax screens on the server (issue 35 item 5): the administrator (anyone else: this site's
// 404, before a form is read), the API as them, and how a form's action ends — back to the page with a toast
// (post/redirect/get), or the form again with what was typed and the refusal in the reader's language. Each
// answer names its form (`intent`), so a page of several forms shows it on the right one.
import type { AppLoadContext } from '@remix-run/node';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { adminNotFound } from '#app/lib/admin.server.ts';
import { payoutsForm, payoutsOf, type refusedForm } from '#app/lib/payouts.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { shippingMessage } from '#app/lib/shipping-admin.ts';

/** The administrator's API, translator, language and the currency's digits (anyone else: the 404). */
export const shippingAdminOf = (request: Request, context: AppLoadContext) =>
  payoutsOf(request, context, 'admin');

/** The start of an action: the administrator (else the 404), then CSRF, then the form's intent. */
export const shippingForm = <I extends string>(
  request: Request,
  context: AppLoadContext,
  intents: readonly I[],
) => payoutsForm(request, context, 'admin', intents);

// The same reads and refusals as the payouts screens' (one admin-workspace form pattern).
export { readOr404, refusedForm, type FormAnswer } from '#app/lib/payouts.server.ts';

/**
 * How a write ends: to `back` with the success toast `done`; the API's refusal on the form that was sent
 * (`refused`, what was typed kept) or, for a button, as an error toast; its not-found is the 404.
 */
export function shippingOutcome(
  request: Request,
  back: string,
  r: ShopApiResult<unknown>,
  t: (key: string) => string,
  done: string,
  refused?: (messages: string[]) => ReturnType<typeof refusedForm>,
) {
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server') {
      const messages = r.error.messages.map((m) => shippingMessage(t as never, m));
      return refused
        ? refused(messages)
        : redirectWithToast(request, back, { type: 'error', message: messages.join(' ') });
    }
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}
