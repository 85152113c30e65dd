// The admin area's guard (issue 17): the signed-in administrator of a request, or this site's 404 for anyone
// else (no redirect to log in, no hint that the area exists). Every admin loader and action calls it; the
// screens read and act through `adminRead`, `adminAction` and `adminOutcome`, which keep that rule.
import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import type { CallInput, DataOf, EndpointDef } from '#contract/endpoint.ts';
import { Messages } from '#contract/messages.ts';
import { readSession } from '#app/lib/session.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';

export const adminNotFound = () => data({ message: Messages.notFoundPage }, { status: 404 });

export async function requireAdmin(request: Request, context: AppLoadContext) {
  const { token } = await readSession(request);
  if (!token) throw adminNotFound();
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminMe);
  if (!r.ok) {
    if (r.error.kind === 'down') throw unwrapOrThrow(r);
    throw adminNotFound();
  }
  return { token, admin: r.data };
}

/** A record id of an admin URL (`/admin/sellers/{id}`…), else this site's 404. */
export function adminIdOf(params: { id?: string }): number {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) throw adminNotFound();
  return Number(id);
}

/** The `?page=` of an admin list, 1 to 100,000. */
export const adminPageOf = (url: URL) =>
  Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1));

/** A list filter of the URL (`?status=…`) when it is one of `filters`, else none. */
export function adminFilterOf<const F extends readonly string[]>(
  url: URL,
  name: string,
  filters: F,
): F[number] | undefined {
  const v = url.searchParams.get(name) ?? '';
  return filters.includes(v) ? v : undefined;
}

type AdminApi = ReturnType<typeof shopApiFor>;
/** One call with the admin's token, its input typed by the endpoint (the generic `call` wants a tuple). */
function callAs<E extends EndpointDef>(api: AdminApi, endpoint: E, input: CallInput<E>) {
  const call = api.call as unknown as (e: E, i: CallInput<E>) => Promise<ShopApiResult<DataOf<E>>>;
  return call(endpoint, input);
}

/**
 * An admin loader's read: the admin (anyone else: the 404), the endpoint's data (its not-found: the 404 too)
 * and the request's translator for the title.
 */
export async function adminRead<E extends EndpointDef>(
  request: Request,
  context: AppLoadContext,
  endpoint: E,
  input: CallInput<E>,
) {
  const { token } = await requireAdmin(request, context);
  const t = await requestT(request);
  const r = await callAs(shopApiFor(request, context, { token }), endpoint, input);
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  return { t, data: unwrapOrThrow(r) };
}

/**
 * The loader of `/admin/{kind}/{id}`: `adminRead` of the URL's record (a bad id: the 404) and the page's
 * title, which `title` makes of it; the record goes under `key`.
 */
export async function adminRecord<E extends EndpointDef, K extends string>(
  { request, context, params }: LoaderFunctionArgs,
  endpoint: E,
  key: K,
  title: (t: TFunction, record: DataOf<E>) => string,
) {
  const input = { params: { id: String(adminIdOf(params)) } } as CallInput<E>;
  const { t, data: record } = await adminRead(request, context, endpoint, input);
  return { title: title(t, record), [key]: record } as { title: string } & Record<K, DataOf<E>>;
}

/** The loader of an inbox list (seller applications, contact messages): filtered by `?status=`, paged. */
export async function adminInbox<E extends EndpointDef, const F extends readonly string[]>(
  request: Request,
  context: AppLoadContext,
  endpoint: E,
  filters: F,
  titleKey: string,
) {
  const url = new URL(request.url);
  const status = adminFilterOf(url, 'status', filters);
  const input = { query: { status, page: String(adminPageOf(url)) } } as unknown as CallInput<E>;
  const { t, data: list } = await adminRead(request, context, endpoint, input);
  return { title: t(titleKey), list, status: status ?? '' };
}

/**
 * The start of every admin action: the admin (anyone else gets the 404 before the form is read, decision
 * 070), then the form from this site with its CSRF token.
 */
export async function adminForm(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  await checkForm(request, formData);
  return { token, formData };
}

/**
 * An action on one record of `/admin/{kind}/{id}`: `adminForm`, the form's intent (one of `intents`, else a
 * 400), the record's id, the translator, the record's page to come back to and the admin's API.
 */
export async function adminAction<I extends string>(
  args: { request: Request; context: AppLoadContext; params: { id?: string } },
  kind: string,
  intents: readonly I[],
) {
  const { request, context, params } = args;
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? '') as I;
  if (!intents.includes(intent)) throw new Response('Unknown action.', { status: 400 });
  const id = adminIdOf(params);
  const t = await requestT(request);
  const back = localizePath(
    `/admin/${kind}/${id}`,
    languageFromPath(new URL(request.url).pathname),
  );
  const api = shopApiFor(request, context, { token });
  return { formData, intent, id, t, back, api };
}

/**
 * How an admin action ends: back to the record with a success toast (`done`, translated), or with the API's
 * refusal (status 201 or 500: decided already, not forward…) as an error toast in the admin's language; the
 * record's not-found is the 404, anything else the error boundary.
 */
export function adminOutcome(
  request: Request,
  back: string,
  r: ShopApiResult<unknown>,
  translate: (t: TFunction, message: string) => string,
  t: TFunction,
  done: string,
) {
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => translate(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}
