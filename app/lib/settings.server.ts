// The settings screens on the server (issue 35 item 4): staff only (anyone else this site's 404), the API as
// them, and how a form's action ends — back to the screen with a toast (post/redirect/get), or the form again
// with what was typed and the refusal in the reader's language, on the form it was for (`intent`).
import type { AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import type { CallInput, DataOf, EndpointDef } from '#contract/endpoint.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { refusedForm } from '#app/lib/payouts.server.ts';
import { settingsMessage } from '#app/lib/settings.ts';

export { refusedForm };

/** Staff (anyone else: the 404), their API call, translator and the screen's localized paths. */
export async function settingsOf(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const api = shopApiFor(request, context, { token });
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const call = <E extends EndpointDef>(endpoint: E, input?: CallInput<E>) =>
    (api.call as unknown as (e: E, i?: CallInput<E>) => Promise<ShopApiResult<DataOf<E>>>)(
      endpoint,
      input,
    );
  return { call, t, lang, path: (p: string) => localizePath(p, lang) };
}

/** A read's data; the API's not-found is this site's 404. */
export function readOr404<T>(r: ShopApiResult<T>): T {
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return unwrapOrThrow(r);
}

/** The start of an action: staff (else the 404, before the form is read), then CSRF, then the intent. */
export async function settingsForm<I extends string>(
  request: Request,
  context: AppLoadContext,
  intents: readonly I[],
) {
  const s = await settingsOf(request, context);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const intent = String(formData.get('intent') ?? '') as I;
  if (!intents.includes(intent)) throw new Response('Unknown action.', { status: 400 });
  return { ...s, formData, intent };
}

/**
 * How a write ends: back to `back` with the success toast; the API's refusal on the form that was sent (what
 * was typed kept); its not-found is the 404; anything else the error boundary.
 */
export function settingsOutcome(
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
      return refused(r.error.messages.map((m) => settingsMessage(t, m)));
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}
