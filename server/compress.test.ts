import { constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, streamingCompress } from './compress.ts';

const big = (s: string) => s.repeat(200);

/** An app whose answer is written in two chunks, the second only when `release` is called. */
function twoChunkApp(type = 'text/x-script') {
  let release = () => {};
  const second = new Promise<void>((r) => (release = r));
  const app = new Hono();
  app.use('*', streamingCompress());
  app.get('/', () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(big('first ')));
        await second;
        controller.enqueue(new TextEncoder().encode(big('second ')));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': type } });
  });
  return { app, release };
}

const inflatePart = (bytes: Uint8Array) =>
  gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString();

describe('streamingCompress', () => {
  it('sends each chunk compressed as soon as the app writes it (a streamed answer stays streamed)', async () => {
    const { app, release } = twoChunkApp();
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const reader = res.body!.getReader();
    const seen: Uint8Array[] = [];
    // The second chunk is not written yet: what has arrived must already inflate to the first one.
    while (inflatePart(Buffer.concat(seen)) !== big('first ')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      seen.push(value!);
    }
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen.push(value);
    }
    expect(gunzipSync(Buffer.concat(seen)).toString()).toBe(big('first ') + big('second '));
  });

  it('leaves the answer alone for a client without gzip, a small body or a binary type', async () => {
    const plain = twoChunkApp();
    const a = await plain.app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    plain.release();
    expect(a.headers.get('Content-Encoding')).toBeNull();
    expect(a.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await a.text()).toBe(big('first ') + big('second '));

    const image = twoChunkApp('image/png');
    const b = await image.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    image.release();
    expect(b.headers.get('Content-Encoding')).toBeNull();

    const app = new Hono();
    app.use('*', streamingCompress());
    app.get(
      '/',
      () =>
        new Response('short', { headers: { 'Content-Type': 'text/plain', 'Content-Length': '5' } }),
    );
    const s = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(s.headers.get('Content-Encoding')).toBeNull();
    expect(await s.text()).toBe('short');
  });

  it('compresses an answer whose headers cannot change (one from fetch), its Vary kept', async () => {
    const app = new Hono();
    app.use('*', streamingCompress());
    app.get('/', () => fetch(`data:text/html,${big('page-')}`));
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big('page-'));
  });

  it('reads Accept-Encoding weights', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
