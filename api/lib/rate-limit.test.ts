// Rate limits: fixed windows in memory, and in Redis when one answers on 127.0.0.1:6379 (or REDIS_URL), as
// the database tests do with PostgreSQL.
import { Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter, createRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(redisUrl);
  const s = new Socket();
  const done = (ok: boolean) => {
    s.destroy();
    resolve(ok);
  };
  s.setTimeout(500);
  s.once('connect', () => done(true));
  s.once('timeout', () => done(false));
  s.once('error', () => done(false));
  s.connect(Number(u.port || 6379), u.hostname);
});

const backends: [string, () => Promise<RateLimiter>][] = [
  ['memory', async () => new MemoryRateLimiter()],
  ...(redisUp
    ? [['redis', () => createRateLimiter(redisUrl)] as [string, () => Promise<RateLimiter>]]
    : []),
];

describe.each(backends)('rate limiter (%s)', (_name, make) => {
  it('allows the limit, refuses the next with a retry time, and opens again after the window', async () => {
    const limiter = await make();
    const key = `test:${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 300)).ok).toBe(true);
    const over = await limiter.hit(key, 3, 300);
    expect(over.ok).toBe(false);
    expect(over.retryAfterS).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.hit(key, 3, 300)).ok).toBe(true);
    await limiter.close?.();
  });
});

describe('redis outage', () => {
  it('falls back to counting in memory instead of failing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const limiter = await createRateLimiter('redis://127.0.0.1:1');
    const r = await limiter.hit('outage', 1, 1000);
    expect(r.ok).toBe(true);
    expect((await limiter.hit('outage', 1, 1000)).ok).toBe(false);
    expect(logged).toHaveBeenCalledTimes(1); // reported once, not per request
    logged.mockClear(); // expected: not a stray error for the shared console guard
    await limiter.close?.();
  });
});
