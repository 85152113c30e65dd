import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { streamingCompress } from './compress.ts';
import { builtFiles, canonicalHost, nonce, serveFiles, setHeaders } from './http.ts';
import { NO_PROXY } from '#api/lib/client-ip.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes each, never the same twice, across the pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(nonce()); // ~4 pools of 256
    expect(seen.size).toBe(1000);
    for (const n of [...seen].slice(0, 20)) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('headers set on an answer after the handler', () => {
  /** An app whose middleware sets two headers on what the route answered, and tells whether it was copied. */
  function appAnswering(answer: () => Response) {
    const app = new Hono();
    let copied: boolean | undefined;
    app.use('*', async (c, next) => {
      await next();
      const before = c.res;
      setHeaders(c, { 'X-One': '1', 'Cache-Control': 'no-store' });
      copied = c.res !== before;
    });
    app.get('/', () => answer());
    return { app, copied: () => copied };
  }

  it('changes a page’s own answer in place, body and other headers kept', async () => {
    const { app, copied } = appAnswering(
      () => new Response('page', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b' } }),
    );
    const res = await app.request('/');
    expect(copied()).toBe(false);
    expect(res.headers.get('X-One')).toBe('1');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Set-Cookie')).toBe('a=b');
    expect(await res.text()).toBe('page');
  });

  it('copies once an answer whose headers cannot change', async () => {
    const { app, copied } = appAnswering(() => Response.redirect('http://shop.test/cart', 302));
    const res = await app.request('/');
    expect(copied()).toBe(true);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://shop.test/cart');
    expect(res.headers.get('X-One')).toBe('1');
  });
});

describe('the client build files served at their own paths', () => {
  const root = mkdtempSync(join(tmpdir(), 'built-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are every file but the hashed assets and Vite's manifest, read once", () => {
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.well-known'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(root, 'assets', 'entry-abc.js'), '');
    writeFileSync(join(root, 'favicon.ico'), '');
    writeFileSync(join(root, '.well-known', 'security.txt'), '');
    expect(builtFiles(root).sort()).toEqual(['/.well-known/security.txt', '/favicon.ico']);
    expect(builtFiles(join(root, 'missing'))).toEqual([]);
  });
});

describe('the built scripts and style sheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = `export const words = ${JSON.stringify('a shop of many words '.repeat(200))};\n`;
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'assets', 'entry-abc.js'), script);
  writeFileSync(join(dir, 'client', 'assets', 'entry-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'client', 'assets', 'entry-abc.js.gz'), gzipSync(script, { level: 9 }));
  const app = new Hono();
  app.use('*', streamingCompress());
  serveFiles(app, {
    uploadsDir: join(dir, 'uploads'),
    production: true,
    clientDir: join(dir, 'client'),
  });
  const get = (acceptEncoding?: string) =>
    app.request(
      '/assets/entry-abc.js',
      acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {},
    );

  it('are sent as the build compressed them: brotli when the browser takes it, else gzip', async () => {
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    // Plain HTTP: browsers offer brotli only over HTTPS.
    const gz = await get('gzip, deflate');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await gz.arrayBuffer());
    // The build's file itself, not compressed again on the way out.
    expect(body.equals(gzipSync(script, { level: 9 }))).toBe(true);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('are sent plain to a client that takes neither', async () => {
    const plain = await get();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});

describe('one origin for pages (issue 37 item 7)', () => {
  const site = (
    publicUrl = 'https://shop.example',
    trust: Parameters<typeof canonicalHost>[1] = NO_PROXY,
  ) => {
    const app = new Hono();
    app.use('*', canonicalHost(publicUrl, trust));
    app.all('*', (c) => c.text('page'));
    return app;
  };
  const ask = (app: Hono, path: string, headers: Record<string, string>, method = 'GET') =>
    app.request(path, { method, headers });

  it('sends a page asked for under another name to PUBLIC_URL, path and query kept; a post keeps its method', async () => {
    const app = site();
    const other = await ask(app, '/all/phones?sort=2', { host: 'www.shop.example' });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe('https://shop.example/all/phones?sort=2');
    expect((await ask(app, '/', { host: '203.0.113.7' })).status).toBe(302);
    const post = await ask(app, '/checkout', { host: 'shop.example.net' }, 'POST');
    expect(post.status).toBe(307);
    expect((await ask(app, '/cart', { host: 'shop.example' })).status).toBe(200);
    expect((await ask(app, '/cart', { host: 'SHOP.example:443' })).status).toBe(200);
  });

  it('on a loopback PUBLIC_URL (the demo): 127.0.0.1 and localhost are one, a phone on the network is served where it asked', async () => {
    const app = site('http://localhost:3000');
    const other = await ask(app, '/cart', { host: '127.0.0.1:3000' });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe('http://localhost:3000/cart');
    expect((await ask(app, '/cart', { host: '[::1]:3000' })).status).toBe(302);
    expect((await ask(app, '/cart', { host: 'localhost:3000' })).status).toBe(200);
    expect((await ask(app, '/cart', { host: '192.168.1.20:3000' })).status).toBe(200);
  });

  it('answers the API, health checks, files and sandboxes on any name', async () => {
    const app = site();
    for (const path of [
      '/api/v1/products',
      '/healthz',
      '/assets/x.js',
      '/uploads/a.png',
      '/sandbox/stripe/pay',
    ])
      expect((await ask(app, path, { host: '10.0.0.5:3000' })).status, path).toBe(200);
    expect((await ask(app, '/apiary', { host: '10.0.0.5:3000' })).status).toBe(302);
  });

  it('reads X-Forwarded-Host only from a trusted proxy', async () => {
    const forwarded = { host: '10.0.0.2:8080', 'x-forwarded-host': 'shop.example' };
    expect((await ask(site(undefined, { hops: 1 }), '/', forwarded)).status).toBe(200);
    expect((await ask(site(), '/', forwarded)).status).toBe(302);
    const spoofed = { host: 'shop.example', 'x-forwarded-host': 'evil.example' };
    expect((await ask(site(), '/', spoofed)).status).toBe(200);
    const behind = await ask(site(undefined, { hops: 1 }), '/x', {
      host: 'shop.example',
      'x-forwarded-host': 'www.shop.example',
    });
    expect(behind.headers.get('location')).toBe('https://shop.example/x');
  });
});
