// Process-level pieces of the one server (server.ts): the log, the session secret kept in data/,
// and the shopper's address as the storefront forwards it. Wiring helpers only, no business logic.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, type TrustedProxies } from '#api/lib/client-ip.ts';
import { log, setLogLevel, type LogLevel } from '#api/lib/log.ts';

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

/** SESSION_SECRET: from the environment, else generated once and kept in data/ so `npm start` needs no setup. */
export function sessionSecret(configured: string | undefined, log: (e: LogEntry) => void): string {
  if (configured) return configured;
  const file = resolve('data/session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  log({ level: 'info', msg: `generated SESSION_SECRET in ${file}` });
  return secret;
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
