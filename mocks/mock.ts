// A mock handler is registered from its contract definition, like the API's (api/lib/endpoint.ts): the
// methods, path and aliases come from the definition (never a literal path), params, query and body are
// parsed with its schemas (201 with their messages), `user` endpoints answer 204 without the demo
// shopper's token, `owner` endpoints resolve the caller (token, else user_token). A resolver's success is
// type-checked against the definition's `data`.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  routePattern,
  type EndpointDef,
  type ParsedInput,
  type ReplyOf,
} from '#contract/endpoint.ts';
import {
  formError,
  notFound,
  ok,
  unauthenticated,
  type Envelope,
  type FormError,
} from '#contract/envelope.ts';
import { parseQuery } from '#contract/query.ts';
import { Messages } from '#contract/messages.ts';
import { UserTokenSchema } from '#contract/account/schemas.ts';
import type { z } from '#contract/zod.ts';
import type { AdminIdParamsSchema } from '#contract/admin/schemas.ts';
import type { EndpointKey, endpoints } from '#contract/endpoints.ts';
import { bearerOf, isAdmin, isSeller, isShopper, SHOPPER, type Caller } from './identity.ts';

/** Any origin: the storefront's SHOP_API_URL decides where requests go. */
export const API = '*/api/v1';

type CallerOf<E extends EndpointDef> = E['auth'] extends 'user'
  ? { kind: 'user' }
  : E['auth'] extends 'owner'
    ? Caller
    : Caller | null;

type MockInput<E extends EndpointDef> = ParsedInput<E> & {
  request: Request;
  caller: CallerOf<E>;
  /** The path's segments as matched (an alias's `{id}` that the definition does not parse). */
  path: Record<string, string>;
};

/** A success of the definition's shape, a failure envelope, or a raw Response (a network error…). */
export type MockAnswer<T> = Envelope<T> | Envelope<FormError> | Envelope<null> | Response;

type Where = 'params' | 'query' | 'body';
type Resolver<E extends EndpointDef> = (
  input: MockInput<E>,
) => MockAnswer<ReplyOf<E>> | Promise<MockAnswer<ReplyOf<E>>>;

function parsePart(schema: z.ZodType | undefined, value: unknown) {
  return schema ? parseQuery(schema, value) : { success: true as const, data: undefined };
}

/** Query values as plain strings (the first of repeated keys). */
function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in query)) query[k] = v;
  return query;
}

/** A JSON, form-encoded or multipart body as an object; null when it is not one. */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    // Text parts only (the files are the resolver's to read); a broken body is not a form.
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return null;
    const fields: Record<string, unknown> = {};
    form.forEach((v, k) => {
      if (typeof v === 'string') fields[k] = v;
    });
    return fields;
  }
  const text = await request.clone().text();
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Hybrid routes: the shopper's token, else a guest's user_token; a wrong token is 204. */
function ownerOf(request: Request, bodyToken: unknown): Caller | Envelope<unknown> {
  if (isShopper(request)) return SHOPPER;
  if (bearerOf(request)) return unauthenticated();
  const token = UserTokenSchema.safeParse(
    bodyToken ?? new URL(request.url).searchParams.get('user_token'),
  );
  return token.success && token.data
    ? { kind: 'guest', token: token.data }
    : formError(Messages.unauthenticated, 500);
}

const answer = (a: MockAnswer<unknown> | Envelope<unknown>) =>
  a instanceof Response ? a : HttpResponse.json(a);

/** MSW handlers for `endpoint`: every method and path it answers. */
export function mock<E extends EndpointDef>(
  endpoint: E,
  resolve: Resolver<E>,
  options: { onInvalid?: (where: Where, messages: string[]) => MockAnswer<ReplyOf<E>> } = {},
): HttpHandler[] {
  const invalid = (where: Where, messages: string[]) =>
    answer(options.onInvalid ? options.onInvalid(where, messages) : formError(messages));

  const run = async ({ request, params: rawParams }: { request: Request; params: object }) => {
    let caller: Caller | null = isShopper(request) ? SHOPPER : null;
    if (endpoint.auth === 'user' && !caller) return answer(unauthenticated());
    // Admin endpoints: anyone but the demo administrator gets the 404 of a path that does not exist.
    if (endpoint.auth === 'admin' && !isAdmin(request))
      return answer(notFound(Messages.routeNotFound));
    if (endpoint.auth === 'seller' && !isSeller(request))
      return answer(notFound(Messages.routeNotFound));
    const path = Object.fromEntries(
      Object.entries(rawParams).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
    );
    const params = parsePart(endpoint.params, path);
    if (!params.success) return invalid('params', params.messages);
    const query = parsePart(endpoint.query, queryOf(new URL(request.url)));
    if (!query.success) return invalid('query', query.messages);
    let rawBody: Record<string, unknown> | undefined;
    if (endpoint.body) {
      const read = await readBody(request);
      if (!read) return answer(formError(Messages.invalidBody));
      rawBody = read;
    }
    const body = parsePart(endpoint.body, rawBody);
    if (!body.success) return invalid('body', body.messages);
    if (endpoint.auth === 'owner') {
      const owner = ownerOf(request, rawBody?.user_token);
      if (!('kind' in owner)) return answer(owner);
      caller = owner;
    }
    const input = {
      params: params.data,
      query: query.data,
      body: body.data,
      request,
      caller,
      path,
    };
    return answer(await resolve(input as MockInput<E>));
  };

  const handlers: HttpHandler[] = [];
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])])
    for (const method of [endpoint.method, ...(endpoint.alsoMethods ?? [])]) {
      const register = method === 'GET' ? http.get : method === 'POST' ? http.post : http.delete;
      handlers.push(register(`${API}${routePattern(path)}`, run));
    }
  return handlers;
}

/**
 * An admin record by the `{id}` of its path: `find`'s record, else the not-found `missing`, a malformed id
 * included (the API answers both the same).
 */
export function mockRecord<E extends EndpointDef & { params: typeof AdminIdParamsSchema }>(
  endpoint: E,
  find: (id: number) => ReplyOf<E> | undefined,
  missing: string,
): HttpHandler[] {
  return mock(
    endpoint,
    ({ params }) => {
      const record = find(Number(params.id));
      return record ? ok(record) : notFound(missing);
    },
    { onInvalid: () => notFound(missing) },
  );
}

/** The wire shape of an endpoint's `data`: fixtures are written `satisfies Fixture<'home'>`. */
export type Fixture<K extends EndpointKey> = ReplyOf<(typeof endpoints)[K]>;
