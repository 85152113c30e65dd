// What the storefront's loader and action tests share: a load context pointing at the MSW API, the mock
// server's lifecycle, and requests the way a browser sends them (a form post with its CSRF token and cookie,
// a session cookie made by the real session storage).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT, resetMockState } from '#mocks/identity.ts';
import { resetShopApiCache } from '#app/lib/shop-api/client.server.ts';
import { sessionStorage, type SessionData } from '#app/lib/session.server.ts';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import { readToast } from '#app/lib/toast.server.ts';

export const ORIGIN = 'http://shop.test';
/** The MSW API's base URL, as the load context gives it to the shop API client. */
export const API = 'http://api.test/api/v1/';

export const context = {
  cspNonce: 'n',
  requestId: 'test',
  shopApiUrl: API,
  apiTimeoutMs: 1000,
  clientIp: '203.0.113.9',
} as AppLoadContext;

/** The MSW API for the file's tests: unhandled requests fail, handlers and the client's cache reset after each. */
export function useMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetShopApiCache();
  });
  afterAll(() => server.close());
}

/** `useMockApi`, with the mock API's accounts, carts and orders as they started before each test. */
export function useFreshMockApi() {
  useMockApi();
  beforeEach(() => resetMockState());
}

/** From now on in this test, the mock API answers `method` on `path` (below /api/v1/) with `envelope`. */
export function apiAnswers(
  method: 'get' | 'post',
  path: string,
  envelope: Record<string, unknown>,
) {
  server.use(http[method](`*/api/v1/${path}`, () => HttpResponse.json(envelope)));
}

/** The mock API's signed-in shopper (mocks/identity.ts). */
export const SHOPPER: SessionData = { token: MOCK_ACCOUNT.token };

/**
 * An order placed through the MSW API as a checkout would (a line of `product` into the cart, then the order):
 * the signed-in shopper's (`token`) or a guest's (`guest`, their user_token).
 */
export async function placeMockOrder(
  who: { token?: string; guest?: string },
  { product = 3, quantity = 1, method = 2 } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  const guest = who.guest ? { user_token: who.guest } : {};
  await fetch(`${API}cart/action`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...guest, product_id: product, quantity }),
  });
  const res = await fetch(`${API}order/action`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...guest, order_method: method, voucher: '' }),
  });
  const body = (await res.json()) as { status: number; data: { id: number; order: string } };
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A loader's arguments for a GET of `path`. */
export const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`${ORIGIN}${path}`),
  context,
  params,
});

/** The `frontend_session` cookie (name=value) holding `values`. */
export async function sessionCookie(values: Partial<SessionData>) {
  const storage = sessionStorage();
  const s = await storage.getSession();
  for (const [k, v] of Object.entries(values)) s.set(k as keyof SessionData, v as never);
  return (await storage.commitSession(s)).split(';')[0]!;
}

/** A GET of `path` carrying the session cookie when `session` has values. */
export async function getAs(path: string, session: Partial<SessionData> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    headers: Object.keys(session).length ? { Cookie: await sessionCookie(session) } : {},
  });
}

/**
 * A form post to `path` with a valid CSRF token and its cookie (`csrf: false` leaves the token out), the
 * session cookie when `session` has values, and an Origin header when given.
 */
export async function formPost(
  path: string,
  fields: Record<string, string> | [string, string][],
  opts: { session?: Partial<SessionData>; csrf?: boolean; origin?: string } = {},
) {
  const [token, csrfCookie] = await commitCsrfToken(new Request(`${ORIGIN}/`));
  const body = new URLSearchParams(fields);
  if (opts.csrf !== false) body.append('csrf', token);
  const cookies = [csrfCookie!.split(';')[0]!];
  if (opts.session && Object.keys(opts.session).length)
    cookies.push(await sessionCookie(opts.session));
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Cookie: cookies.join('; '),
  };
  if (opts.origin) headers.Origin = opts.origin;
  return new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers });
}

/**
 * Posts the form to `action` as Remix would (with the route's `params`, none unless given); a thrown Response
 * (a redirect, a refusal) is its answer.
 */
export async function submit<T>(
  action: (args: ActionFunctionArgs) => Promise<T>,
  path: string,
  fields: Parameters<typeof formPost>[1],
  {
    params = {},
    ...post
  }: NonNullable<Parameters<typeof formPost>[2]> & { params?: Record<string, string> } = {},
): Promise<T | Response> {
  const request = await formPost(path, fields, post);
  try {
    return await action({ request, context, params });
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

/** A same-origin form post to `path` (CSRF token, Origin header) as the shopper whose `session` is given. */
const postAs = (path: string, fields: Record<string, string>, session: Partial<SessionData> = {}) =>
  formPost(path, fields, { session, origin: ORIGIN });

/**
 * A same-origin form post of `fields` to `path` by the shopper whose `session` is given, run through `action`
 * (with the route's `params`) as Remix would: its answer, parsed.
 */
export const runPost = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  session: Partial<SessionData> = {},
  params: Record<string, string> = {},
) =>
  runRoute(async () => action({ request: await postAs(path, fields, session), context, params }));

/**
 * A GET of `path` by the shopper whose `session` is given, run through `loader` (with the route's `params`)
 * as Remix would: its answer, parsed.
 */
export const runGet = (
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  session: Partial<SessionData> = {},
  params: Record<string, string> = {},
) => runRoute(async () => loader({ request: await getAs(path, session), context, params }));

/** What a loader or action returned, or the Response it threw (a redirect, a refusal). */
export async function orThrown(fn: () => Promise<unknown>): Promise<any> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

/** Where `fn` redirected: the Location of the Response it threw (null when it threw nothing). */
export async function redirectedTo(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (e) {
    return e instanceof Response ? e.headers.get('Location') : 'not a redirect';
  }
}

type RouteAnswer = { status: number; data: any; headers: Headers; text: string };
const isDataWithInit = (v: unknown): v is { data: unknown; init: ResponseInit | null } =>
  typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'DataWithResponseInit';

/**
 * Runs a loader or action as Remix would: a thrown Response or `data()` is an answer; anything else it throws
 * is a bug (the error page), thrown on to fail the test.
 */
export async function runRoute(fn: () => Promise<unknown>): Promise<RouteAnswer> {
  let r: unknown;
  try {
    r = await fn();
  } catch (e) {
    if (!(e instanceof Response) && !isDataWithInit(e)) throw e;
    r = e;
  }
  if (r instanceof Response) {
    const text = await r.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* plain text */
    }
    return { status: r.status, data, headers: r.headers, text };
  }
  if (isDataWithInit(r))
    return {
      status: r.init?.status ?? 200,
      data: r.data,
      headers: new Headers(r.init?.headers),
      text: '',
    };
  return { status: 200, data: r, headers: new Headers(), text: '' };
}

/** The flash toast that a response (or its headers) sets, if any. */
export async function toastOf(from: Response | Headers) {
  const headers = from instanceof Headers ? from : from.headers;
  const cookie = headers.getSetCookie().find((c) => c.startsWith('frontend_toast='));
  return (
    await readToast(new Request('http://x', { headers: { Cookie: cookie?.split(';')[0] ?? '' } }))
  ).toast;
}
