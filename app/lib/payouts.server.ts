// The earnings and payouts screens on the server (issue 34): the caller (the seller of a live store, or
// staff; anyone else this site's 404), the API as them, and how a form's action ends — back to the page with
// a toast (post/redirect/get), or the form again with what was typed and the refusal in the reader's
// language. Each answer names its form (`intent`), so a page of several forms shows it on the right one.
import { data, type AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import type { SubmissionResult } from '@conform-to/react';
import type { CallInput, DataOf, EndpointDef } from '#contract/endpoint.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { requireSeller, shopDigits } from '#app/lib/workspace.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { payoutMessage } from '#app/lib/payouts.ts';

export type Side = 'seller' | 'admin';

/** The caller of a payouts screen (anyone else: the 404), their API, translator, language and the digits. */
export async function payoutsOf(request: Request, context: AppLoadContext, side: Side) {
  const { token } =
    side === 'admin' ? await requireAdmin(request, context) : await requireSeller(request, context);
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

/** A read's data; the API's not-found (another store's object) is this site's 404. */
export function readOr404<T>(r: ShopApiResult<T>): T {
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return unwrapOrThrow(r);
}

/** The start of an action: the caller (else the 404, before the form is read), then CSRF, then the intent. */
export async function payoutsForm<I extends string>(
  request: Request,
  context: AppLoadContext,
  side: Side,
  intents: readonly I[],
) {
  const p = await payoutsOf(request, context, side);
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
 * How a write ends: back to `back` with the success toast; the API's refusal on the form that was sent (what
 * was typed kept); its not-found is the 404; anything else the error boundary.
 */
export function payoutsOutcome(
  request: Request,
  back: string,
  r: ShopApiResult<unknown>,
  t: TFunction,
  done: string,
  refused: (messages: string[]) => ReturnType<typeof refusedForm>,
) {
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return refused(r.error.messages.map((m) => payoutMessage(t, m)));
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}
