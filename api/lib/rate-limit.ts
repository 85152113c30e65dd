// Rate limits for the anonymous and credential forms (issue 5), on `rate-limiter-flexible` (decision 023):
// fixed windows counted per address and per account. In memory by default (one process); in Redis when
// REDIS_URL is set; in the shop's own database (PostgreSQL or the SQLite file) when RATE_LIMIT_STORE=database,
// so several processes share the counts without Redis. A store outage falls back to counting in memory
// (the library's insurance limiter) rather than refusing shoppers or letting everything through.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { formError } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import type { Ctx } from './context.ts';
import { forwardedClient, NO_PROXY, vouchedShopper } from './client-ip.ts';
import { log } from './log.ts';

type Hit = { ok: boolean; retryAfterS: number; consumed: number };
export interface RateLimiter {
  /** Counts one attempt of `key` in a window of `windowMs` allowing `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<Hit>;
  /** The attempts counted for `key` in its current window (0 when none), without counting one. */
  peek(key: string, limit: number, windowMs: number): Promise<Hit>;
  /** Forgets the attempts of `key`. */
  reset(key: string, limit: number, windowMs: number): Promise<void>;
  close?(): Promise<void>;
}

type Options = { points: number; duration: number; keyPrefix: string };
type Factory = (o: Options) => RateLimiterAbstract;

const retryOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One `rate-limiter-flexible` limiter per (limit, window), made by `factory` on first use; keys carry the
 * action and the kind (`signin:ip:…`, `signin:acct:…`).
 */
export class FlexibleRateLimiter implements RateLimiter {
  private limiters = new Map<string, RateLimiterAbstract>();
  constructor(
    private factory: Factory,
    private onClose?: () => Promise<void>,
  ) {}

  private limiterFor(limit: number, windowMs: number) {
    const points = Math.max(1, Math.floor(limit));
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const id = `${points}x${duration}`;
    let l = this.limiters.get(id);
    if (!l) {
      l = this.factory({ points, duration, keyPrefix: `bazaar_rl_${id}` });
      this.limiters.set(id, l);
    }
    return l;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    try {
      const r = await this.limiterFor(limit, windowMs).consume(key);
      return { ok: true, retryAfterS: retryOf(r.msBeforeNext), consumed: r.consumedPoints };
    } catch (err) {
      if (err instanceof RateLimiterRes)
        return { ok: false, retryAfterS: retryOf(err.msBeforeNext), consumed: err.consumedPoints };
      throw err;
    }
  }

  async peek(key: string, limit: number, windowMs: number): Promise<Hit> {
    const l = this.limiterFor(limit, windowMs);
    const r = await l.get(key);
    const consumed = r?.consumedPoints ?? 0;
    return { ok: consumed < l.points, retryAfterS: retryOf(r?.msBeforeNext ?? 0), consumed };
  }

  async reset(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiterFor(limit, windowMs).delete(key);
  }

  async close() {
    await this.onClose?.();
  }
}

/** Counts in this process's memory. */
export const memoryRateLimiter = () => new FlexibleRateLimiter((o) => new RateLimiterMemory(o));

/** A store limiter whose outages are counted in memory (reported once). */
function insured(log: () => void) {
  return (o: Options) => {
    const insurance = new RateLimiterMemory(o);
    const original = insurance.consume.bind(insurance);
    insurance.consume = (...args: Parameters<typeof original>) => {
      log();
      return original(...args);
    };
    return insurance;
  };
}

function outageLogger(store: string) {
  let warned = false;
  return () => {
    if (warned) return;
    warned = true;
    log.error({ at: 'rate-limit' }, `${store} unavailable, counting in memory`);
  };
}

/** Counts in Redis: every instance shares the counts. */
export function redisRateLimiter(redis: Redis) {
  const insurance = insured(outageLogger('Redis'));
  return new FlexibleRateLimiter(
    (o) => new RateLimiterRedis({ ...o, storeClient: redis, insuranceLimiter: insurance(o) }),
    async () => {
      await redis.quit().catch(() => undefined);
    },
  );
}

/**
 * Counts in the shop's database (a table the library manages), so several processes on one PostgreSQL
 * database or one SQLite file share limits without Redis.
 */
export async function databaseRateLimiter(url: string): Promise<FlexibleRateLimiter> {
  const insurance = insured(outageLogger('The rate-limit table'));
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on('error', () => undefined);
    return new FlexibleRateLimiter(
      (o) =>
        new RateLimiterPostgres({
          ...o,
          storeClient: pool,
          tableName: 'rate_limits',
          tableCreated: true,
          insuranceLimiter: insurance(o),
        }),
      () => pool.end(),
    );
  }
  const { default: SQLite } = await import('better-sqlite3');
  const { sqlitePath } = await import('../db/connection.ts');
  const sqlite = new SQLite(sqlitePath(url));
  sqlite.pragma('busy_timeout = 5000');
  return new FlexibleRateLimiter(
    (o) =>
      new RateLimiterSQLite({
        ...o,
        storeClient: sqlite,
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        tableCreated: true,
        insuranceLimiter: insurance(o),
      }),
    async () => {
      sqlite.close();
    },
  );
}

/** The limiter of a process: Redis with REDIS_URL, the database with RATE_LIMIT_STORE=database, else memory. */
export async function createRateLimiter(
  opts: { redisUrl?: string; databaseUrl?: string } = {},
): Promise<RateLimiter> {
  if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(opts.redisUrl, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    });
    redis.on('error', () => undefined); // reported once by the limiter when a count fails
    // Start counting in Redis once connected (at most 2 s); until then, and during outages, in memory.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return redisRateLimiter(redis);
  }
  if (opts.databaseUrl) return databaseRateLimiter(opts.databaseUrl);
  return memoryRateLimiter();
}

/**
 * Limits per action: per IP and per account within the window (the account's own window when given).
 * Sign-in counts failures only (decision 024); a reset e-mail goes at most once a minute per account, so
 * nobody can keep an owner from resetting for long.
 */
export const LIMITS: Record<
  string,
  { windowMs: number; ip: number; account: number; accountWindowMs?: number }
> = {
  signin: { windowMs: 15 * 60_000, ip: 20, account: 10 },
  signup: { windowMs: 60 * 60_000, ip: 10, account: 5 },
  verify: { windowMs: 15 * 60_000, ip: 30, account: 10 },
  forgot: { windowMs: 60 * 60_000, ip: 10, account: 1, accountWindowMs: 60_000 },
  reset: { windowMs: 15 * 60_000, ip: 30, account: 10 },
  contact: { windowMs: 10 * 60_000, ip: 5, account: 5 },
  newsletter: { windowMs: 10 * 60_000, ip: 10, account: 3 },
  track: { windowMs: 10 * 60_000, ip: 30, account: 10 },
  adminLink: { windowMs: 15 * 60_000, ip: 10, account: 10 },
};
export type LimitName =
  | 'signin'
  | 'signup'
  | 'verify'
  | 'forgot'
  | 'reset'
  | 'contact'
  | 'newsletter'
  | 'track'
  | 'adminLink';

/**
 * The client's address (decision 022): the shopper's address the storefront vouches for with the internal
 * key, else the right-most address of X-Forwarded-For that no trusted proxy (TRUST_PROXY) stands for.
 */
export function clientIp(c: Ctx): string {
  const { internalKey, trustedProxies = NO_PROXY } = c.get('deps');
  const vouched = vouchedShopper(internalKey, (name) => c.req.header(name));
  if (vouched) return vouched;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // in-process requests (tests)
  }
  return forwardedClient(peer, c.req.header('x-forwarded-for'), trustedProxies);
}

/** HTTP 429 with the envelope, a message (docs/api-reference.md §1 "Ours") and Retry-After. */
function tooMany(c: Ctx, retryAfterS: number) {
  c.header('Retry-After', String(retryAfterS));
  return c.json({ ...formError(Messages.tooManyRequests, 429), token: null }, 429);
}

/** The keys and limits of `name` for this request: [ip, account?]. */
function keysOf(c: Ctx, name: LimitName, account?: string) {
  const { rateLimitScale = 1 } = c.get('deps');
  const l = LIMITS[name]!;
  const keys = [{ key: `${name}:ip:${clientIp(c)}`, limit: l.ip * rateLimitScale, ms: l.windowMs }];
  if (account)
    keys.push({
      key: `${name}:acct:${account.toLowerCase()}`,
      limit: l.account * rateLimitScale,
      ms: l.accountWindowMs ?? l.windowMs,
    });
  return keys;
}

/**
 * Counts one attempt of `name` for this IP and (when given) this account. Over the limit: HTTP 429 with the
 * envelope and a Retry-After header.
 */
export async function limit(c: Ctx, name: LimitName, account?: string): Promise<Response | null> {
  const { limiter } = c.get('deps');
  if (!limiter) return null;
  const results = await Promise.all(
    keysOf(c, name, account).map((k) => limiter.hit(k.key, k.limit, k.ms)),
  );
  const over = results.find((r) => !r.ok);
  return over ? tooMany(c, over.retryAfterS) : null;
}

/**
 * Sign-in (issue 13 item 8, decision 024): only failures count. An address over its failure limit is
 * refused; an account over its failure limit is refused only from an address that has failed too — a
 * correct password from a clean address always gets through, so an attacker cannot lock the owner out.
 */
export const signinLimits = {
  async check(c: Ctx, account: string): Promise<Response | null> {
    const { limiter } = c.get('deps');
    if (!limiter) return null;
    const [ip, acct] = keysOf(c, 'signin', account) as [Key, Key];
    const byIp = await limiter.peek(ip.key, ip.limit, ip.ms);
    if (!byIp.ok) return tooMany(c, byIp.retryAfterS);
    const byAccount = await limiter.peek(acct.key, acct.limit, acct.ms);
    if (!byAccount.ok && byIp.consumed > 0) return tooMany(c, byAccount.retryAfterS);
    return null;
  },
  async failed(c: Ctx, account: string) {
    const { limiter } = c.get('deps');
    if (!limiter) return;
    await Promise.all(keysOf(c, 'signin', account).map((k) => limiter.hit(k.key, k.limit, k.ms)));
  },
  async succeeded(c: Ctx, account: string) {
    const { limiter } = c.get('deps');
    const acct = keysOf(c, 'signin', account)[1]!;
    await limiter?.reset(acct.key, acct.limit, acct.ms);
  },
};
type Key = { key: string; limit: number; ms: number };
