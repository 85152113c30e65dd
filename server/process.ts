// Process-level pieces of the one server (server.ts): the log, the session secret,
// and the shopper's address as the storefront forwards it. Wiring helpers only, no business logic.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, type TrustedProxies } from '#api/lib/client-ip.ts';
import { log, setLogLevel, type LogLevel } from '#api/lib/log.ts';
import { keptSessionSecret } from './session-secret.mjs';

export type LogEntry = { level: LogLevel } & Record<string, unknown>;

/**
 * The server's log at `min` and above: pino's JSON lines (api/lib/log.ts: ISO time, the request id of the
 * request being served, secrets redacted), an entry's `msg` as pino's message.
 */
export function createLog(min: LogLevel) {
  setLogLevel(min);
  return ({ level, msg, ...fields }: LogEntry) =>
    log[level](fields, typeof msg === 'string' ? msg : undefined);
}

/**
 * SESSION_SECRET: from the environment; in production it is required (every instance must sign cookies alike),
 * elsewhere it is generated once and kept in data/ so `npm run dev` needs no setup.
 */
export function sessionSecret(
  configured: string | undefined,
  opts: { production: boolean; log: (e: LogEntry) => void },
): string {
  if (configured) return configured;
  if (opts.production)
    throw new Error(
      'Invalid environment:\n  SESSION_SECRET: required in production (at least 32 random characters, the same on every instance, such as the output of `openssl rand -hex 32`); `npm start` keeps one in data/session-secret for a single machine',
    );
  const kept = keptSessionSecret();
  if (kept.generated) opts.log({ level: 'info', msg: `generated SESSION_SECRET in ${kept.file}` });
  return kept.secret;
}

/**
 * The shopper's address, forwarded to the API for its rate limits: the right-most address of X-Forwarded-For
 * that no trusted proxy (TRUST_PROXY: hops or addresses) stands for; the peer without proxies (decision 022).
 */
export function clientIp(c: Context, trust: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    /* not a socket (tests) */
  }
  return forwardedClient(peer, c.req.header('x-forwarded-for'), trust);
}
