// The request's API client, made once per loader or action.
import type { AppLoadContext } from '@remix-run/node';
import { languageFromPath } from '#app/lib/i18n.ts';
import { readSession } from '#app/lib/session.server.ts';
import { data as dataResponse } from '@remix-run/node';
import { createShopApi, type ShopApiError } from '#app/lib/shop-api/client.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { storefrontContext } from '#app/lib/standalone.server.ts';

/**
 * The request's API client: its language (from the path), the session's token (or guest user_token) and
 * the shopper's address go with every call; `identity` overrides the session (right after sign-in, say).
 */
export function shopApiFor(
  request: Request,
  context: AppLoadContext,
  /** Who calls, and in which language when not the request path's (a form posted to a shared route). */
  identity: { token?: string | null; userToken?: string | null; language?: string } = {},
) {
  context = storefrontContext(context);
  const api = createShopApi({
    baseUrl: context.shopApiUrl,
    language: languageFromPath(new URL(request.url).pathname),
    timeoutMs: context.apiTimeoutMs,
    requestId: context.requestId,
    log: context.log,
    clientIp: context.clientIp,
    internalKey: context.internalKey,
    fetch: context.apiFetch,
    auth: () => readSession(request),
    ...identity,
  });
  // Rate limits reach the shopper as HTTP 429 with Retry-After on every surface (issue 13 item 11): the
  // screen's error boundary shows the message inside the shell, with and without JavaScript.
  const call = (async (...args: Parameters<typeof api.call>) => {
    const r = await api.call(...args);
    if (!r.ok && r.error.kind === 'rate-limited') throw await tooManyRequests(request, r.error);
    return r;
  }) as typeof api.call;
  return { ...api, call };
}

/** The 429 a rate-limited call ends in: the API's wait (at least a minute when it gave none). */
async function tooManyRequests(request: Request, error: ShopApiError) {
  const t = await requestT(request);
  return dataResponse(
    { message: t('account:api.tooManyRequests') },
    { status: 429, headers: { 'Retry-After': String(error.retryAfterS ?? 60) } },
  );
}
