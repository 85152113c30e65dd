// What the signed-in shopper's screens (`/user/…`) share on the server: a read that sends the shopper to log in
// again when the API no longer accepts the token, and the start of their actions.
import type { AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { listContext } from '#app/lib/lists.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import {
  unwrapOrThrow,
  type ShopApi,
  type ShopApiResult,
} from '#app/lib/shop-api/client.server.ts';

/** A read's data; a token the API no longer accepts (status 204) is the log-in page, any other failure thrown. */
export async function signedInData<T>(request: Request, r: ShopApiResult<T>): Promise<T> {
  if (!r.ok && r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return unwrapOrThrow(r);
}

export type SignedInForm = {
  request: Request;
  formData: FormData;
  t: TFunction;
  api: ShopApi;
  lang: string;
};

/** Signed in, a form from this site with its CSRF token: the shopper's `t`, an API client with the token. */
export async function readSignedInForm(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInForm> {
  const { token } = await requireUser(request);
  const formData = await readForm(request);
  await checkForm(request, formData);
  return {
    request,
    formData,
    t: await requestT(request),
    api: shopApiFor(request, context, { token }),
    lang: languageFromPath(new URL(request.url).pathname),
  };
}

/**
 * The start of the actions that the shopper's lists (wishlist, compare list, vouchers, followed stores) share
 * with the buttons elsewhere that post to them: a form from this site, then `listContext` (visitors are sent
 * to log in, `self` is where the answer goes back to) and the shopper's `t`.
 */
export async function readListForm(request: Request, self: string) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  return {
    formData,
    t: await requestT(request),
    ...(await listContext(request, formData, self)),
  };
}
