// The catalogue workspaces on the server (issue 33): `/admin/products…` for the shop's staff and
// `/seller…` for the owner of a live store are the same screens over the same endpoints, `admin/*` or
// `seller/*`. The guard asks the API who the caller is (admin/me, seller/me); anyone else — a visitor, a
// shopper, a pending or suspended seller — gets this site's 404, and so does another store's product: the
// API decides, the screens only follow.
import type { AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import {
  adminCatalogue,
  productsEndpoints,
  sellerCatalogue,
} from '#contract/products/endpoints.ts';
import { ProductMessages } from '#contract/products/schemas.ts';
import { currencyDigits } from '#contract/money.ts';
import { readSession } from '#app/lib/session.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { adminNotFound, requireAdmin } from '#app/lib/admin.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { loadSite } from '#app/lib/shell.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

export type Workspace = 'admin' | 'seller';

// Anyone the workspace is not for, and anything the API does not find for them: this site's ordinary 404.
const workspaceNotFound = adminNotFound;

/** The seller of a request and their store, or this site's 404 (no hint that the workspace exists). */
export async function requireSeller(request: Request, context: AppLoadContext) {
  const { token } = await readSession(request);
  if (!token) throw workspaceNotFound();
  const r = await shopApiFor(request, context, { token }).call(productsEndpoints.sellerMe);
  if (!r.ok) {
    if (r.error.kind === 'down') throw unwrapOrThrow(r);
    throw workspaceNotFound();
  }
  return { token, seller: r.data };
}

/** The live store the signed-in user runs, or null (a shopper, a pending seller, a visitor, the API down). */
export async function sellerStoreOrNull(request: Request, context: AppLoadContext) {
  const { token } = await readSession(request);
  if (!token) return null;
  const r = await shopApiFor(request, context, { token }).call(productsEndpoints.sellerMe);
  return r.ok ? r.data.store : null;
}

/**
 * The caller of a workspace screen (anyone else: the 404), the API as them and the workspace's endpoints
 * (both workspaces' definitions have the same shapes; only the path and who may call differ).
 */
export async function workspaceOf(request: Request, context: AppLoadContext, w: Workspace) {
  const { token } =
    w === 'admin' ? await requireAdmin(request, context) : await requireSeller(request, context);
  const api = shopApiFor(request, context, { token });
  const E = (w === 'admin' ? adminCatalogue : sellerCatalogue) as typeof adminCatalogue;
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  // The workspace's root (`/admin`, `/seller`: its dashboard) and paths under it; `list` is its products list.
  const home = (path = '') => localizePath(`/${w}${path}`, lang);
  const list = home('/products');
  return { api, E, t, home, list };
}

/** A read's data; the API's not-found (another store's product) is this site's 404. */
export function readOr404<T>(r: ShopApiResult<T>): T {
  if (!r.ok && r.error.kind === 'not-found') throw workspaceNotFound();
  return unwrapOrThrow(r);
}

/** The start of a workspace action: the caller (else the 404, before the form is read), then CSRF. */
export async function workspaceForm(request: Request, context: AppLoadContext, w: Workspace) {
  const ws = await workspaceOf(request, context, w);
  const formData = await readForm(request);
  await checkForm(request, formData);
  return { ...ws, formData };
}

const KEYS = Object.fromEntries(
  Object.entries(ProductMessages).map(([k, m]) => [m, `workspace:api.${k}`]),
);
/** The products API's fixed messages in the reader's language. */
export const productMessage = knownMessages(KEYS);

/**
 * How a write ends: back to `back` with the success toast, or — for a refusal about the product (archived,
 * SKU taken…) — with the refusal as an error toast; a not-found is the 404.
 */
export function writeOutcome(
  request: Request,
  t: TFunction,
  back: string,
  r: ShopApiResult<unknown>,
  done: string,
) {
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw workspaceNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => productMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}

/** The shop's currency digits, for reading a typed amount ("19.99") as minor units. */
export async function shopDigits(request: Request, context: AppLoadContext) {
  const site = await loadSite(request, context);
  return currencyDigits(site.setting.currency ?? undefined);
}
