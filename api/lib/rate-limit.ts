// Rate limits for the anonymous and credential forms (issue 5): fixed windows counted per IP and per
// account. In memory by default (one process); in Redis when REDIS_URL is set, so every instance shares the
// counts. A Redis outage falls back to memory rather than refusing shoppers or letting everything through.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Redis } from 'ioredis';
import { formError } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import type { Ctx } from './context.ts';

export type Hit = { ok: boolean; retryAfterS: number };
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<Hit>;
  close?(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;
  constructor(private now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    const now = this.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { ok: w.count <= limit, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }
}

export class RedisRateLimiter implements RateLimiter {
  private fallback = new MemoryRateLimiter();
  private warned = false;
  constructor(private redis: Redis) {}

  async hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    try {
      const k = `bazaar:rl:${key}`;
      const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      let ms = ttl;
      if (ttl < 0) {
        await this.redis.pexpire(k, windowMs);
        ms = windowMs;
      }
      return { ok: count <= limit, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
    } catch (err) {
      if (!this.warned) {
        this.warned = true;
        console.error(
          JSON.stringify({
            level: 'error',
            at: 'rate-limit',
            message: `Redis unavailable, counting in memory: ${(err as Error).message}`,
          }),
        );
      }
      return this.fallback.hit(key, limit, windowMs);
    }
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export async function createRateLimiter(redisUrl?: string): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
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
  return new RedisRateLimiter(redis);
}

/** Limits per action: [per IP, per account] within the window. */
export const LIMITS = {
  signin: { windowMs: 15 * 60_000, ip: 20, account: 10 },
  signup: { windowMs: 60 * 60_000, ip: 10, account: 5 },
  verify: { windowMs: 15 * 60_000, ip: 30, account: 10 },
  forgot: { windowMs: 60 * 60_000, ip: 10, account: 5 },
  reset: { windowMs: 15 * 60_000, ip: 30, account: 10 },
  contact: { windowMs: 10 * 60_000, ip: 5, account: 5 },
  newsletter: { windowMs: 10 * 60_000, ip: 10, account: 3 },
} as const;
export type LimitName = keyof typeof LIMITS;

const loopback = (a: string | undefined) =>
  !a || a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';

/**
 * The client's address. The storefront calls on loopback and forwards the shopper's address in
 * X-Forwarded-For; that header is believed only from loopback (or any peer with TRUST_PROXY).
 */
export function clientIp(c: Ctx): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // in-process requests (tests)
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && (loopback(peer) || c.get('deps').trustProxy)) return forwarded.slice(0, 64);
  return peer ?? 'local';
}

/**
 * Counts one attempt of `name` for this IP and (when given) this account. Over the limit: HTTP 429 with the
 * envelope and a message (API-REFERENCE §1 "Ours"), and a Retry-After header.
 */
export async function limit(c: Ctx, name: LimitName, account?: string): Promise<Response | null> {
  const { limiter, rateLimitScale = 1 } = c.get('deps');
  if (!limiter) return null;
  const l = LIMITS[name];
  const hits = [limiter.hit(`${name}:ip:${clientIp(c)}`, l.ip * rateLimitScale, l.windowMs)];
  if (account)
    hits.push(
      limiter.hit(`${name}:acct:${account.toLowerCase()}`, l.account * rateLimitScale, l.windowMs),
    );
  const results = await Promise.all(hits);
  const over = results.find((r) => !r.ok);
  if (!over) return null;
  c.header('Retry-After', String(over.retryAfterS));
  return c.json({ ...formError(Messages.tooManyRequests, 429), token: null }, 429);
}
