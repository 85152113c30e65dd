// patches/ (applied by `npm ci` through patch-package's postinstall): the route matcher caches what it
// compiles and matches, the server render builds its route tree once, and the document's scripts load after
// the first paint (issue 18, decisions 104 and 106). The patches must be in place, and matching must answer
// exactly as before.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import React from 'react';
import type * as ReactDOMServer from 'react-dom/server';
import { matchPath, matchRoutes, type AgnosticRouteObject as RouteObject } from '@remix-run/router';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Each of these built files (the server's and the browser's copies) holds the patched text. */
function expectPatched(files: string[], text: string) {
  for (const file of files) expect(readFileSync(require.resolve(file), 'utf8')).toContain(text);
}

describe('patched @remix-run/router', () => {
  it('is the patched file that Node loads', () => {
    const file = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(file).toContain('const compiledPathCache = new Map();');
    expect(file).toContain('const rankedBranchesCache = new WeakMap();');
    expect(file).toContain('function copyMatches(matches)');
  });

  it('gives each caller its own copy of a remembered match', () => {
    const routes: RouteObject[] = [
      { path: '/p/:id', id: 'p', children: [{ index: true, id: 'i' }] },
    ];
    const first = matchRoutes(routes, '/p/1')!;
    (first[0]!.params as Record<string, string>).id = 'changed';
    first[0]!.pathname = '/elsewhere';
    first.pop();
    const again = matchRoutes(routes, '/p/1')!;
    expect(again.map((m) => m.route.id)).toEqual(['p', 'i']);
    expect(again[0]!.params).toEqual({ id: '1' });
    expect(again[0]!.pathname).toBe('/p/1');
    // One params object for the whole branch, as the unpatched matcher returns it.
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(matchRoutes(routes, '/q/1')).toBeNull();
    expect(matchRoutes(routes, '/q/1')).toBeNull();
  });

  it('matches the same paths with their parameters, again and again', () => {
    const routes: RouteObject[] = [
      {
        path: '/:lang?',
        children: [
          { index: true, id: 'home' },
          { path: ':main/product/:id', id: 'product' },
          { path: 'all/:slug', id: 'listing' },
          { path: '*', id: 'splat' },
        ],
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, '/fr/phones/product/7')?.at(-1)?.params).toEqual({
        lang: 'fr',
        main: 'phones',
        id: '7',
      });
      expect(matchRoutes(routes, '/all/electronics')?.at(-1)?.route.id).toBe('listing');
      expect(matchRoutes(routes, '/')?.at(-1)?.route.id).toBe('home');
      expect(matchRoutes(routes, '/no/such/page/here')?.at(-1)?.params).toEqual({
        lang: 'no',
        '*': 'such/page/here',
      });
    }
  });

  it('answers for a new route tree, not from the cache of another', () => {
    const a: RouteObject[] = [{ path: '/a/:id', id: 'a' }];
    const b: RouteObject[] = [{ path: '/b/:id', id: 'b' }];
    expect(matchRoutes(a, '/a/1')?.[0]?.route.id).toBe('a');
    expect(matchRoutes(b, '/a/1')).toBeNull();
    expect(matchRoutes(b, '/b/2')?.[0]?.params).toEqual({ id: '2' });
  });

  it('keeps case sensitivity and the end of a pattern apart', () => {
    expect(matchPath({ path: '/Cart', caseSensitive: true }, '/cart')).toBeNull();
    expect(matchPath({ path: '/Cart', caseSensitive: false }, '/cart')).not.toBeNull();
    expect(matchPath({ path: '/user', end: false }, '/user/orders')?.pathnameBase).toBe('/user');
    expect(matchPath({ path: '/user', end: true }, '/user/orders')).toBeNull();
  });
});

describe('patched @remix-run/react and react-router-dom (server render)', () => {
  it('builds the route tree and its data routes once per build', () => {
    const server = readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8');
    expect(server).toContain('const serverRoutesCache = new WeakMap();');
    const dom = readFileSync(require.resolve('react-router-dom/server.js'), 'utf8');
    expect(dom).toContain('const dataRoutesCache = new WeakMap();');
  });

  it('loads the route modules after the first contentful paint, in the server and the browser builds alike', () => {
    for (const file of [
      '@remix-run/react/dist/components.js',
      '@remix-run/react/dist/esm/components.js',
    ]) {
      const source = readFileSync(require.resolve(file), 'utf8');
      // Once the first contentful paint is reported (decision 120); the next frame without an observer.
      expect(source).toContain(
        'l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),setTimeout(start))',
      );
      expect(source).toContain('setTimeout(start,document.hidden?300:3e3);');
      expect(source).toContain('catch(e){requestAnimationFrame(()=>setTimeout(start))}');
      expect(source).toContain('Promise.all([${matches.map(');
      // Four modulepreload links a task (decision 115).
      expect(source).toContain('if(next<hrefs.length)return setTimeout(preload);');
    }
  });
});

describe('patched @remix-run/react: the loader data streamed into the document', () => {
  type Transfer = (props: {
    context: { renderMeta: { didRenderScripts: boolean } };
    identifier: number;
    reader: ReadableStreamDefaultReader<Uint8Array>;
    textDecoder: TextDecoder;
    nonce: string;
  }) => React.ReactElement | null;

  /** Renders Remix's StreamTransfer for these turbo-stream chunks, as the document's end. */
  async function transfer(chunks: string[]): Promise<string> {
    const { StreamTransfer } = require('@remix-run/react/dist/single-fetch.js') as {
      StreamTransfer: Transfer;
    };
    const { renderToPipeableStream } = require('react-dom/server') as typeof ReactDOMServer;
    const bytes = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(bytes.encode(chunk));
        c.close();
      },
    });
    const out = new PassThrough();
    let html = '';
    out.on('data', (c: Buffer) => (html += c.toString('utf8')));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const h = React.createElement;
    const stream = renderToPipeableStream(
      h(
        'div',
        null,
        h(
          React.Suspense,
          null,
          h(StreamTransfer, {
            context: { renderMeta: { didRenderScripts: true } },
            identifier: 0,
            reader: body.getReader(),
            textDecoder: new TextDecoder(),
            nonce: 'n0nce',
          }),
        ),
      ),
      { onAllReady: () => stream.pipe(out) },
    );
    await ended;
    return html;
  }

  it('hands the browser every chunk exactly, with no way out of its data block', async () => {
    // What a shop's data can hold: markup that would end or change a script, the separators JavaScript
    // once refused in strings, quotes, backslashes, non-Latin text and a promise's later line.
    const hostile =
      '</script><script>alert(1)</script><!--<script> \u2028 \u2029 " \\ < > & — عربى';
    const first = JSON.stringify([{ _1: 2 }, 'title', JSON.stringify({ t: hostile, n: 1 })]) + '\n';
    const second = 'P3:' + JSON.stringify([{ _4: 5 }, 'late', '</SCRIPT >x<!-- y -->']) + '\n';
    const html = await transfer([first, second]);
    // The packed JSON's quotes are escaped once, as in the stream itself (a script's string literal escaped
    // them again).
    expect(html).toContain('"{\\"t\\":\\"\\u003c/script>');
    expect(html).not.toMatch(/<\/script>\s*<script>alert/i);
    const seen: string[] = [];
    let closed = false;
    // jsdom (the component tests' environment) runs the inline scripts as a browser parses them.
    const { JSDOM } = require('jsdom') as {
      JSDOM: new (
        html: string,
        options: { runScripts: 'dangerously'; beforeParse: (window: object) => void },
      ) => { window: { close(): void } };
    };
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, {
          alert: () => seen.push('ALERT'),
          __remixContext: {
            streamController: {
              enqueue: (text: string) => seen.push(text),
              close: () => (closed = true),
            },
          },
        });
      },
    });
    dom.window.close();
    expect(closed).toBe(true);
    expect(seen).toHaveLength(2);
    // Only "<" was written differently (\u003c), which JSON reads as the same character.
    expect(JSON.parse(seen[0]!)).toEqual(JSON.parse(first));
    expect(JSON.parse(JSON.parse(seen[0]!)[2])).toEqual({ t: hostile, n: 1 });
    expect(seen[1]!.startsWith('P3:')).toBe(true);
    expect(JSON.parse(seen[1]!.slice(3))).toEqual(JSON.parse(second.slice(3)));
    // Every script element carries the nonce, the data blocks too (the e2e CSP checks read them all).
    expect(html.match(/<script[ >]/g)).toHaveLength(5);
    expect(html.match(/<script (type="application\/json" )?nonce="n0nce">/g)).toHaveLength(5);
  });

  it('is the patched file in the server and the browser builds alike', () => {
    expectPatched(
      ['@remix-run/react/dist/single-fetch.js', '@remix-run/react/dist/esm/single-fetch.js'],
      'streamController.enqueue(document.currentScript.previousElementSibling.textContent);',
    );
  });
});

describe("patched @remix-run/server-runtime: a loader's request", () => {
  type Loader = (args: { request: Request }) => unknown;
  // Remix's server runtime comes with @remix-run/node (not a dependency of ours by name).
  const runtime = '@remix-run/server-runtime/dist/data.js';
  const { callRouteLoader, callRouteAction } = require(runtime) as {
    callRouteLoader: (o: object) => Promise<unknown>;
    callRouteAction: (o: object) => Promise<unknown>;
  };
  /** The request a loader (or an action) is handed for this one. */
  const seen = async (request: Request, call = callRouteLoader) => {
    let got: Request | undefined;
    const loader: Loader = ({ request }) => ((got = request), null);
    await call({ loader, action: loader, params: {}, request, routeId: 'r', singleFetch: true });
    return got!;
  };

  it('is the very request when there is nothing to strip, for a loader and an action', async () => {
    const get = new Request('http://shop.test/all/electronics?page=2&sortby=new');
    expect(await seen(get)).toBe(get);
    const post = new Request('http://shop.test/cart', { method: 'POST', body: 'a=1' });
    const action = await seen(post, callRouteAction);
    expect(action).toBe(post);
    expect(await action.text()).toBe('a=1');
  });

  it("still strips Remix's own parameters, written plainly or percent-encoded", async () => {
    for (const [url, left] of [
      ['http://shop.test/cart?index&_routes=a&x=1', 'http://shop.test/cart?x=1'],
      ['http://shop.test/cart?ind%65x=&x=1', 'http://shop.test/cart?x=1'],
      ['http://shop.test/cart?x=1&index=keep', 'http://shop.test/cart?x=1&index=keep'],
      ['http://shop.test/q?search=caf%C3%A9', 'http://shop.test/q?search=caf%C3%A9'],
    ] as const) {
      const request = new Request(url, { headers: { Cookie: 'a=b' } });
      const got = await seen(request);
      expect(got.url).toBe(left);
      expect(got.headers.get('Cookie')).toBe('a=b');
    }
  });

  it('is the patched file in both builds', () => {
    expectPatched(
      ['@remix-run/server-runtime/dist/data.js', '@remix-run/server-runtime/dist/esm/data.js'],
      'if (!request.url.includes("_routes") && !request.url.includes("%")) return request;',
    );
  });
});

describe('patches/ as a whole (issue 32)', () => {
  const dir = join(dirname(require.resolve('../package.json')), 'patches');
  const patched = readdirSync(dir).flatMap((name) =>
    [...readFileSync(join(dir, name), 'utf8').matchAll(/^diff --git a\/(\S+)/gm)].map((m) => m[1]!),
  );

  it('changes no minified build and nothing that only one of development and production loads', () => {
    expect(patched.length).toBeGreaterThan(0);
    for (const file of patched) {
      expect(file).not.toMatch(/\.min\.js$/);
      expect(file).not.toMatch(/\.(production|development)\./);
    }
  });
});
