// The shipping and tax screens on the server (issue 35 item 5): the administrator (anyone else: this site's
// 404, before a form is read), the API as them, and how a form's action ends — back to the page with a toast
// (post/redirect/get), or the form again with what was typed and the refusal in the reader's language. Each
// answer names its form (`intent`), so a page of several forms shows it on the right one.
import { data, type AppLoadContext } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import type { CallInput, DataOf, EndpointDef } from '#contract/endpoint.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { shopDigits } from '#app/lib/workspace.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { shippingMessage } from '#app/lib/shipping-admin.ts';

/** The administrator's API, translator, language and the currency's digits (anyone else: the 404). */
export async function shippingAdminOf(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const api = shopApiFor(request, context, { token });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const digits = await shopDigits(request, context);
  const call = <E extends EndpointDef>(endpoint: E, input?: CallInput<E>) =>
    (api.call as unknown as (e: E, i?: CallInput<E>) => Promise<ShopApiResult<DataOf<E>>>)(
      endpoint,
      input,
    );
  return { api, call, t, lang, digits, path: (p: string) => localizePath(p, lang) };
}

/** A read's data; the API's not-found is this site's 404. */
export function readOr404<T>(r: ShopApiResult<T>): T {
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return unwrapOrThrow(r);
}

/** The start of an action: the administrator (else the 404), then CSRF, then the form's intent. */
export async function shippingForm<I extends string>(
  request: Request,
  context: AppLoadContext,
  intents: readonly I[],
) {
  const p = await shippingAdminOf(request, context);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const intent = String(formData.get('intent') ?? '') as I;
  if (!intents.includes(intent)) throw new Response('Unknown action.', { status: 400 });
  return { ...p, formData, intent };
}

export type FormAnswer = { intent: string; result: SubmissionResult<string[]> };

/** The form again, refused: what was typed and its messages (400). */
export const refusedForm = (intent: string, result: SubmissionResult<string[]>) =>
  data({ intent, result } satisfies FormAnswer, { status: 400 });

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
