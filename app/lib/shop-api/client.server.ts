// The per-request client of the shop API (docs/design.md "Storefront rules"). Loaders never see raw fetch: they
// call an endpoint by its contract definition (`api.call(endpoints.home)`), every response is parsed with
// that definition's `data`, and the spec's error catalogue (§8) becomes a typed error.
import { data as dataResponse } from '@remix-run/node';
import { RawEnvelopeSchema, envelopeErrorMessages, isEnvelopeSuccess } from '#contract/envelope.ts';
import { DEFAULT_LANGUAGE, INTERNAL_KEY_HEADER, SHOPPER_IP_HEADER } from '#contract/codes.ts';
import { Messages } from '#contract/messages.ts';
import { fillPath, type CallInput, type DataOf, type EndpointDef } from '#contract/endpoint.ts';
import { logOf, type StorefrontLog } from '#app/lib/log.server.ts';

export { resetShopApiCache } from '#app/lib/shop-api/cache.server.ts';

export type ShopApiErrorKind =
  'business' | 'unauthenticated' | 'forbidden' | 'not-found' | 'rate-limited' | 'server' | 'down';
export type ShopApiError = {
  kind: ShopApiErrorKind;
  status: number;
  message: string;
  messages: string[];
  /** Seconds, from the API's Retry-After on a 429. */
  retryAfterS?: number;
};
export type ShopApiResult<T> =
  | {
      ok: true;
      data: T;
      token?: string | null;
      /** The envelope's message when it is a sentence (a success that is partly one: review photos). */
      message?: string;
    }
  | { ok: false; error: ShopApiError };

export type ShopApiOptions = {
  baseUrl: string;
  language?: string;
  token?: string | null;
  userToken?: string | null;
  /** The session's token and user_token, read on the first call (explicit token/userToken win). */
  auth?: () => Promise<{ token?: string | null; userToken?: string | null }>;
  /** The shopper's address, forwarded for the API's rate limits. */
  clientIp?: string;
  /** The embedded API's internal key: the shopper's address goes in a header it believes (decision 022). */
  internalKey?: string;
  timeoutMs?: number;
  requestId?: string;
  /** The server's logger (the load context's). */
  log?: StorefrontLog;
  /**
   * How a `Request` reaches the API: global fetch (real HTTP) by default; the embedded API's own `fetch`
   * (in process, no socket: decision 080) when server.ts mounts it.
   */
  fetch?: ApiFetch;
};

/** The API as a function of a `Request`: global `fetch`, or a Hono app's `fetch`. */
type ApiFetch = (request: Request) => Response | Promise<Response>;

type Query = Record<string, string | number | boolean | undefined | null>;

/** What one HTTP exchange needs beyond method, path and schema. */
type ExchangeInit = {
  query?: Query;
  body?: unknown;
  form?: FormData;
  header?: 'lang' | 'language';
  /** The guest's user_token goes along (query on GET/DELETE, body on POST: docs/api-reference.md §4.3). */
  hybrid?: boolean;
};

type CallOptions = {
  /**
   * A success whose data fails this check is the spec's not-found (docs/api-reference.md §8.8: iShop answers some
   * errors as a 200 carrying something else).
   */
  found?: (data: unknown) => boolean;
};

type CallArgs<E extends EndpointDef> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];
/** `api.call(endpoint, input?, options?)`: the one way routes reach the API. */
type Call = <E extends EndpointDef>(
  endpoint: E,
  ...args: CallArgs<E>
) => Promise<ShopApiResult<DataOf<E>>>;
/** What the per-domain wrappers need: the generic call and what a cache key is made of. */
export type ShopApiCore = {
  call: Call;
  baseUrl: string;
  language: string;
  /** Whether calls carry a signed-in shopper's token (a guest's user_token does not count). */
  signedIn?: () => Promise<boolean>;
};

const failure = (kind: ShopApiErrorKind, status: number, message: string) => ({
  ok: false as const,
  error: { kind, status, message, messages: [message] },
});
const down = () => failure('down', 503, Messages.apiDown);

function kindOf(status: number): ShopApiErrorKind {
  if (status === 201) return 'business';
  if (status === 204) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'server';
}

export function createShopApi(opts: ShopApiOptions) {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const language = opts.language ?? DEFAULT_LANGUAGE;
  const doFetch: ApiFetch = opts.fetch ?? ((request) => fetch(request));

  function contractMismatch(path: string, issues: unknown[]) {
    logOf(opts).warn(
      { at: 'shop-api', requestId: opts.requestId, path, issues: issues.slice(0, 3) },
      'response does not match the contract',
    );
    return failure('server', 500, Messages.somethingWrong);
  }

  // The session's cookie is read (and its signature checked) once per client, that is once per request,
  // however many calls and cache checks the request makes.
  type Identity = { token?: string | null; userToken?: string | null };
  let sessionRead: Promise<Identity> | undefined;
  const readAuth = (): Promise<Identity> =>
    (sessionRead ??= opts.auth ? opts.auth() : Promise.resolve({}));

  async function exchange(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    init: ExchangeInit,
  ): Promise<ShopApiResult<unknown>> {
    const url = new URL(path, base);
    const session = await readAuth();
    const token = opts.token !== undefined ? opts.token : (session.token ?? null);
    const userToken = opts.userToken !== undefined ? opts.userToken : (session.userToken ?? null);
    const query: Query = { ...init.query };
    if (init.hybrid && userToken && method !== 'POST') query.user_token = userToken;
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: 'application/json' };
    // `lang` on common (always safe); `language` elsewhere only when not the default (docs/api-reference.md §4.1).
    if (init.header === 'lang') headers.lang = language;
    else if (language !== DEFAULT_LANGUAGE) headers.language = language;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.requestId) headers['X-Request-Id'] = opts.requestId;
    if (opts.clientIp) headers['X-Forwarded-For'] = opts.clientIp;
    if (opts.clientIp && opts.internalKey) {
      headers[SHOPPER_IP_HEADER] = opts.clientIp;
      headers[INTERNAL_KEY_HEADER] = opts.internalKey;
    }
    let body: string | FormData | undefined;
    if (init.form) {
      body = init.form; // multipart (avatar, review photos): fetch sets the boundary
      // Hybrid multipart calls carry the guest's user_token as a field, like JSON bodies (§11.1).
      if (init.hybrid && userToken && !init.form.has('user_token'))
        init.form.set('user_token', userToken);
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      const payload =
        init.hybrid && userToken ? { user_token: userToken, ...(init.body as object) } : init.body;
      body = JSON.stringify(payload);
    }
    let json: unknown;
    let retryAfterS: number | undefined;
    try {
      const signal = AbortSignal.timeout(opts.timeoutMs ?? 8000);
      const request = new Request(url, { method, headers, body, signal });
      // The race also bounds an in-process API, which never looks at the signal.
      json = await Promise.race([
        Promise.resolve(doFetch(request)).then((res) => {
          const retry = Number(res.headers.get('Retry-After'));
          if (res.status === 429 && Number.isInteger(retry) && retry > 0) retryAfterS = retry;
          return res.json() as Promise<unknown>;
        }),
        new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        }),
      ]);
    } catch {
      return down(); // network error, timeout, or not JSON: 'API is down.' (docs/spec.md §8)
    }
    const env = RawEnvelopeSchema.safeParse(json);
    if (!env.success) return down(); // no numeric status
    if (!isEnvelopeSuccess(env.data)) {
      const messages = envelopeErrorMessages(env.data);
      // A 200 with data.form is a "soft" not-found (docs/api-reference.md §3.1).
      const kind = env.data.status === 200 ? 'not-found' : kindOf(env.data.status);
      return {
        ok: false,
        error: {
          kind,
          status: env.data.status,
          message: messages[0]!,
          messages,
          ...(retryAfterS ? { retryAfterS } : {}),
        },
      };
    }
    const message = typeof env.data.message === 'string' ? env.data.message : '';
    return {
      ok: true,
      data: env.data.data,
      token: env.data.token,
      ...(message ? { message } : {}),
    };
  }

  /**
   * Calls an endpoint by its contract definition: the path, method, auth (a guest's user_token on `owner`
   * endpoints) and language header come from it, and a success is parsed with its `data` schema.
   */
  async function call<E extends EndpointDef>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<ShopApiResult<DataOf<E>>> {
    const input = (args[0] ?? {}) as {
      params?: Record<string, unknown>;
      query?: Query;
      body?: unknown;
      form?: FormData;
    };
    const path = fillPath(endpoint.path, input.params);
    const r = await exchange(endpoint.method, path, {
      query: input.query,
      body: input.body ?? (endpoint.method === 'POST' && !input.form ? {} : undefined),
      form: input.form,
      header: endpoint.header === 'lang' ? 'lang' : undefined,
      hybrid: endpoint.auth === 'owner',
    });
    if (!r.ok) return r;
    if (args[1]?.found && !args[1].found(r.data))
      return failure('not-found', 404, Messages.notFoundPage);
    const parsed = endpoint.data.safeParse(r.data);
    if (!parsed.success) return contractMismatch(path, parsed.error.issues);
    return {
      ok: true,
      data: parsed.data as DataOf<E>,
      token: r.token,
      ...(r.message ? { message: r.message } : {}),
    };
  }

  const signedIn = async () => {
    if (opts.token !== undefined) return Boolean(opts.token);
    return Boolean((await readAuth()).token);
  };
  const core: ShopApiCore = { call, baseUrl: base, language, signedIn };
  return core;
}
export type ShopApi = ReturnType<typeof createShopApi>;

/**
 * For loaders: the data, or a thrown Response the error boundary renders (docs/spec.md §8): business error → 400
 * with the first form message; not found → 404; API down → 503 'API is down.'; anything else → 500.
 */
export function unwrapOrThrow<T>(result: ShopApiResult<T>): T {
  if (result.ok) return result.data;
  const e = result.error;
  const status =
    e.kind === 'business'
      ? 400
      : e.kind === 'not-found'
        ? 404
        : e.kind === 'down'
          ? 503
          : e.kind === 'forbidden'
            ? 403
            : e.kind === 'rate-limited'
              ? 429
              : e.kind === 'unauthenticated'
                ? 401
                : 500;
  const message =
    e.kind === 'not-found'
      ? Messages.notFoundPage
      : e.kind === 'server'
        ? Messages.somethingWrong
        : e.message;
  throw dataResponse({ message }, { status });
}
