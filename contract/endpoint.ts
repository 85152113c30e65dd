// One definition per api/v1 endpoint (docs/design.md "contract/ is the spine"). The API registers its handler from
// it (and the compiler checks the reply against `data`), the storefront's client calls and parses by it, the
// mocks cover it and OpenAPI is generated from it. Nothing else lists endpoints.
import type { z } from './zod.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: `none` anyone; `user` a valid bearer token (else status 204); `owner` a bearer token or the
 * guest's `user_token` (query on GET/DELETE, body on POST: docs/api-reference.md §4.3); `optional` anyone, the
 * answer may differ for a signed-in caller; `admin` a bearer token of an admin account (anyone else: 404);
 * `seller` a bearer token of the owner of a live store (anyone else, a pending or suspended seller too: 404).
 */
type Auth = 'none' | 'optional' | 'user' | 'owner' | 'admin' | 'seller';

export type EndpointDef = {
  method: Method;
  /** Other methods the same handler answers (iShop clients use both). */
  alsoMethods?: readonly Method[];
  /** Relative to api/v1/, with {param} placeholders. */
  path: string;
  /** Other paths the same handler answers (iShop's older spellings). */
  aliases?: readonly string[];
  summary: string;
  auth: Auth;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON (or form-encoded) body; `multipart` endpoints read their own parts (uploads). */
  body?: z.ZodType;
  multipart?: true;
  /** The `data` of a successful envelope. */
  data: z.ZodType;
  /** Language header the endpoint reads (`lang` on common, `language` elsewhere: docs/api-reference.md §4.1). */
  header?: 'lang' | 'language';
  /** Not an envelope: the handler answers with a redirect (the browser is sent there). */
  redirect?: true;
};

export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a successful call gives the storefront (the schema's output). */
export type DataOf<E extends EndpointDef> = z.output<E['data']>;
/** What a handler must reply (the schema's input: the wire shape before coercion). */
export type ReplyOf<E extends EndpointDef> = z.input<E['data']>;

/** A handler's parsed input. */
export type ParsedInput<E extends EndpointDef> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

type Field<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/**
 * Query parameters may always be left out: the definition says what a missing one means (most query schemas
 * take `unknown` in, which would otherwise make every key required).
 */
type QueryField<S> = S extends z.ZodType ? { query?: Partial<z.input<S>> } : { query?: never };

/** What the storefront's client sends: only the parts the endpoint defines. */
export type CallInput<E extends EndpointDef> = Field<'params', E['params']> &
  QueryField<E['query']> &
  (E['multipart'] extends true ? { form: FormData } : Field<'body', E['body']>);

/** `product/{id}` with `{ id: 5 }` → `product/5` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** `product/{id}` → `/product/:id` (Hono, MSW). */
export const routePattern = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
