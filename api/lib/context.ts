// Per-request helpers shared by the API routes: dependencies, language, origin, time, the endpoint's URL.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { isLanguageCode, DEFAULT_LANGUAGE } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/connection.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { TrustedProxies } from './client-ip.ts';
import type { AuthUser } from './auth.ts';
import type { OAuthProviders } from '../account/oauth.ts';
import type { PaymentRegistry } from '../payments/registry.ts';
import { imageBaseOf, type FileStore } from './files/index.ts';

export type ApiDeps = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Every file the shop keeps (api/lib/files): the local folder or an S3-protocol store. */
  files: FileStore;
  /** Absolute origin that browsers use for images; else the request's own origin. */
  publicUrl?: string;
  now?: () => Date;
  /** E-mail: every message goes through the outbox (api/mail/mailer.ts). */
  mail?: Mailer;
  /** Rate limits (memory, or Redis when REDIS_URL is set). */
  limiter?: RateLimiter;
  /** Social sign-in providers that are configured (OAuth 2.0 endpoints and client credentials). */
  oauth?: OAuthProviders;
  /** Where social sign-in returns to; else the API's own origin (the embedded case). */
  storefrontUrl?: string;
  /** Peers whose X-Forwarded-For is believed (TRUST_PROXY: a hop count or addresses); nobody by default. */
  trustedProxies?: TrustedProxies;
  /** The per-process key with which the embedded storefront vouches for the shopper's address. */
  internalKey?: string;
  /** Multiplies every rate limit (tests that register many accounts from one address). */
  rateLimitScale?: number;
  /** Online payment providers that run (live, or their local sandbox): issue 16. */
  payments?: PaymentRegistry;
};

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    authUser?: AuthUser | null;
    refreshedToken?: string;
  };
};
export type Ctx = Context<ApiEnv>;

/** Query values as plain strings (the first of repeated keys). */
export function queryOf(c: Ctx): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v[0] ?? '']));
}

/** @deprecated until every route is registered from its definition (handle() parses the query). */

/** `language` header (every endpoint but common) or `lang` (common). Default language → null (base text). */
export function languageOf(c: Ctx, header: 'language' | 'lang' = 'language'): string | null {
  const v = (c.req.header(header) ?? '').trim().toLowerCase();
  return isLanguageCode(v) && v !== DEFAULT_LANGUAGE ? v : null;
}

export function originOf(c: Ctx): string {
  const { publicUrl } = c.get('deps');
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return new URL(c.req.url).origin;
}

/** Where images are fetched (img_src_url): the store's public base, /uploads/ of the shop's origin when local. */
export const imgBase = (c: Ctx) => imageBaseOf(c.get('deps').files, originOf(c));

/** The endpoint's absolute URL without query, for paginator links. */
export function endpointPath(c: Ctx): string {
  const u = new URL(c.req.url);
  return `${originOf(c)}${u.pathname}`;
}

export const nowOf = (c: Ctx) => (c.get('deps').now ?? (() => new Date()))();
