// Per-request helpers shared by the API routes: the envelope answer, language, origin, translations.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { parseQuery } from '#contract/query.ts';
import { isLanguageCode, DEFAULT_LANGUAGE } from '#contract/codes.ts';
import { toMajor } from '#contract/money.ts';
import type { z } from '#contract/zod.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/connection.ts';
import type { Mailer } from '../services/mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { AuthUser } from './auth.ts';
import type { OAuthProviders } from '../services/oauth.ts';

export type ApiDeps = {
  db: Kysely<Database>;
  dialect: Dialect;
  uploadsDir: string;
  /** Absolute origin that browsers use for images; else the request's own origin. */
  publicUrl?: string;
  now?: () => Date;
  /** E-mail: every message goes through the outbox (api/services/mail.ts). */
  mail?: Mailer;
  /** Rate limits (memory, or Redis when REDIS_URL is set). */
  limiter?: RateLimiter;
  /** Social sign-in providers that are configured (OAuth 2.0 endpoints and client credentials). */
  oauth?: OAuthProviders;
  /** Where social sign-in returns to; else the API's own origin (the embedded case). */
  storefrontUrl?: string;
  /** Trust X-Forwarded-For from any peer (behind a proxy); loopback peers are always trusted. */
  trustProxy?: boolean;
  /** Multiplies every rate limit (tests that register many accounts from one address). */
  rateLimitScale?: number;
};

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    authUser?: AuthUser | null;
    refreshedToken?: string;
  };
};
export type Ctx = Context<ApiEnv>;

/** Every envelope is HTTP 200 (API-REFERENCE §3.2 "Ours"). */
export const send = <T>(c: Ctx, data: T, message = '') => c.json(ok(data, message), 200);
export const sendForm = (c: Ctx, messages: string | string[]) => c.json(formError(messages), 200);
export const sendNotFound = (c: Ctx, message: string) => c.json(notFound(message), 200);

/** Query values as plain strings (the first of repeated keys). */
export function queryOf(c: Ctx): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v[0] ?? '']));
}

export function validateQuery<S extends z.ZodType>(
  c: Ctx,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const r = parseQuery(schema, queryOf(c));
  return r.success ? { ok: true, data: r.data } : { ok: false, response: sendForm(c, r.messages) };
}

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

export const imgBase = (c: Ctx) => `${originOf(c)}/uploads/`;

/** The endpoint's absolute URL without query, for paginator links. */
export function endpointPath(c: Ctx): string {
  const u = new URL(c.req.url);
  return `${originOf(c)}${u.pathname}`;
}

export const nowOf = (c: Ctx) => (c.get('deps').now ?? (() => new Date()))();
/** 'YYYY-MM-DD HH:MM:SS' (UTC), the format of joined flash-sale times. */
export const sqlNow = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export const major = (minor: number | null | undefined) =>
  minor == null ? null : toMajor(Number(minor));

/**
 * Translated fields with fallback to the base text (API-REFERENCE §4.2 "Ours"): one query per table per
 * page, never per row.
 */
export async function translate<T extends { id: number }>(
  db: Kysely<Database>,
  table: string,
  rows: T[],
  lang: string | null,
  fields: (keyof T & string)[],
): Promise<T[]> {
  if (!lang || rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => r.id))];
  const found = await db
    .selectFrom('translations')
    .select(['row_id', 'field', 'value'])
    .where('table_name', '=', table)
    .where('lang', '=', lang)
    .where('row_id', 'in', ids)
    .where('field', 'in', fields)
    .execute();
  if (!found.length) return rows;
  const map = new Map(found.map((t) => [`${t.row_id}:${t.field}`, t.value]));
  return rows.map((r) => {
    const copy = { ...r } as Record<string, unknown>;
    for (const f of fields) {
      const v = map.get(`${r.id}:${f}`);
      if (v) copy[f] = v;
    }
    return copy as T;
  });
}
