import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { postBodyLimit } from './body-limit.ts';

/** An app behind a 10-byte limit, and a request that counts how often its body is asked for. */
function setUp() {
  const app = new Hono();
  app.use('*', postBodyLimit({ maxSize: 10, onError: (c) => c.text('too large', 413) }));
  app.all('/', (c) => c.text('ok'));
  const counted = (init: RequestInit) => {
    const request = new Request('http://shop.test/', init);
    const real = request.body;
    const asked = { n: 0 };
    Object.defineProperty(request, 'body', { get: () => (asked.n++, real) });
    return { request, asked };
  };
  return { app, counted };
}

describe('postBodyLimit', () => {
  it('refuses a post over the limit and passes one under it', async () => {
    const { app } = setUp();
    const big = await app.request('/', { method: 'POST', body: 'x'.repeat(11) });
    expect(big.status).toBe(413);
    const small = await app.request('/', { method: 'POST', body: 'x'.repeat(5) });
    expect(await small.text()).toBe('ok');
  });

  it('never asks a GET or a HEAD for its body', async () => {
    const { app, counted } = setUp();
    for (const method of ['GET', 'HEAD']) {
      const { request, asked } = counted({ method });
      expect((await app.fetch(request)).status).toBe(200);
      expect(asked.n).toBe(0);
    }
    const post = counted({ method: 'POST', body: 'x' });
    await app.fetch(post.request);
    expect(post.asked.n).toBeGreaterThan(0);
  });
});
