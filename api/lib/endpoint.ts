// Handlers are registered from their contract definitions (contract/<domain>/endpoints.ts): the path, the
// methods and aliases, the auth rule and the input schemas come from the definition, and the handler's reply
// is type-checked against the definition's `data` (see endpoint.typetest.ts).
import type { Hono } from 'hono';
import {
  routePattern,
  type EndpointDef,
  type ParsedInput,
  type ReplyOf,
} from '#contract/endpoint.ts';
import { parseQuery } from '#contract/query.ts';
import { Messages } from '#contract/messages.ts';
import type { z } from '#contract/zod.ts';
import type { ApiEnv, Ctx } from './context.ts';
import { readBody } from './body.ts';
import {
  currentUser,
  ownerOf,
  sellerStoreOf,
  type AuthUser,
  type Owner,
  type SellerStore,
} from './auth.ts';
import { formReply, notFoundReply, unauthenticatedReply, type Reply } from './reply.ts';

type AuthInput<E extends EndpointDef> = E['auth'] extends 'seller'
  ? { user: AuthUser; store: SellerStore }
  : E['auth'] extends 'user' | 'admin'
    ? { user: AuthUser }
    : E['auth'] extends 'owner'
      ? { owner: Owner }
      : object;

type HandlerInput<E extends EndpointDef> = ParsedInput<E> & AuthInput<E>;

export type Handler<E extends EndpointDef> = (
  c: Ctx,
  input: HandlerInput<E>,
) => Promise<Reply<ReplyOf<E>>> | Reply<ReplyOf<E>>;

export type HandleOptions<E extends EndpointDef> = {
  /** Unwraps a body before it is parsed (iShop's ENC `data`); null answers 'invalid body'. */
  decodeBody?: (raw: Record<string, unknown>) => Record<string, unknown> | null;
  /** The answer when a part of the input does not parse (default: its messages, status 201). */
  onInvalid?: (
    c: Ctx,
    where: 'params' | 'query' | 'body',
    messages: string[],
  ) => Reply<ReplyOf<E>> | Promise<Reply<ReplyOf<E>>>;
};

function parsePart(schema: z.ZodType | undefined, value: unknown) {
  return schema ? parseQuery(schema, value) : { success: true as const, data: undefined };
}

/** Query values as plain strings (the first of repeated keys). */
function queryOf(c: Ctx): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v[0] ?? '']));
}

/**
 * Registers `handler` for `endpoint` on `router`. Order: a `user` endpoint answers 204 without a valid token
 * before anything else; then params, query and body are parsed with the definition's schemas; an `owner`
 * endpoint then resolves the caller (token, else the user_token of the body or query).
 */
export function handle<E extends EndpointDef>(
  router: Hono<ApiEnv>,
  endpoint: E,
  handler: Handler<E>,
  options: HandleOptions<E> = {},
): void {
  const invalid = (c: Ctx, where: 'params' | 'query' | 'body', messages: string[]) =>
    options.onInvalid ? options.onInvalid(c, where, messages) : formReply(c, messages);

  const run = async (c: Ctx): Promise<Response> => {
    const auth: { user?: AuthUser; owner?: Owner; store?: SellerStore } = {};
    if (endpoint.auth === 'user') {
      const user = await currentUser(c);
      if (!user) return unauthenticatedReply(c);
      auth.user = user;
    }
    if (endpoint.auth === 'admin') {
      // Anyone but an administrator gets the 404 of a path that does not exist: no hint, before any parsing.
      const user = await currentUser(c);
      if (!user || user.role !== 'admin') return notFoundReply(c, Messages.routeNotFound);
      auth.user = user;
    }
    if (endpoint.auth === 'seller') {
      // The owner of a live store, resolved once: every query of the handler is scoped by `store.id`.
      const user = await currentUser(c);
      const store = user ? await sellerStoreOf(c, user.id) : null;
      if (!user || !store) return notFoundReply(c, Messages.routeNotFound);
      auth.user = user;
      auth.store = store;
    }
    const params = parsePart(endpoint.params, c.req.param());
    if (!params.success) return invalid(c, 'params', params.messages);
    const query = parsePart(endpoint.query, queryOf(c));
    if (!query.success) return invalid(c, 'query', query.messages);
    let rawBody: Record<string, unknown> | undefined;
    if (endpoint.body) {
      const read = await readBody(c);
      if (!read.ok) return read.response;
      rawBody = options.decodeBody ? (options.decodeBody(read.body) ?? undefined) : read.body;
      if (!rawBody) return formReply(c, Messages.invalidBody);
    }
    const body = parsePart(endpoint.body, rawBody);
    if (!body.success) return invalid(c, 'body', body.messages);
    if (endpoint.auth === 'owner') {
      const owner = await ownerOf(c, rawBody?.user_token);
      if (owner instanceof Response) return owner;
      auth.owner = owner;
    }
    const input = { params: params.data, query: query.data, body: body.data, ...auth };
    return handler(c, input as HandlerInput<E>);
  };

  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])])
    for (const method of [endpoint.method, ...(endpoint.alsoMethods ?? [])])
      router.on(method, routePattern(path), run);
}
