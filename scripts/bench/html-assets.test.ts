import { describe, expect, it } from 'vitest';
import { assetUrls, parseAttributes } from './html-assets.ts';

const PAGE = 'http://127.0.0.1:3917/all/electronics';

describe('assetUrls', () => {
  it('collects script src, modulepreload and stylesheet links, resolved against the page', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/assets/app.css"/>
      <link rel="modulepreload" href="/assets/entry.client.js"/>
      <link rel=modulepreload href=../assets/chunk.js>
      <link href="https://cdn.example/x.css" rel="stylesheet" media="print">
      <link rel="icon" href="/favicon.ico"><link rel="preload" as="image" href="/hero.svg">
      <link rel="canonical" href="/all/electronics">
      </head><body>
      <script nonce="abc">window.__remixContext = {};</script>
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="module" src='/assets/analytics.js?v=1&amp;x=2' async></script>
      </body></html>`;
    expect(assetUrls(html, PAGE)).toEqual({
      scripts: [
        'http://127.0.0.1:3917/assets/entry.client.js',
        'http://127.0.0.1:3917/assets/chunk.js',
        'http://127.0.0.1:3917/assets/analytics.js?v=1&x=2',
      ],
      styles: ['http://127.0.0.1:3917/assets/app.css', 'https://cdn.example/x.css'],
    });
  });

  it('counts each file once and ignores commented-out tags', () => {
    const html = `<link rel="modulepreload" href="/a.js"><script src="/a.js"></script>
      <!-- <script src="/old.js"></script> --><link rel="STYLESHEET" href="/s.css"><link rel="stylesheet" href="/s.css">`;
    expect(assetUrls(html, PAGE)).toEqual({
      scripts: ['http://127.0.0.1:3917/a.js'],
      styles: ['http://127.0.0.1:3917/s.css'],
    });
  });

  it("collects the modules Remix's script preloads once the page has painted (decision 106)", () => {
    const html = `<link rel="stylesheet" href="/assets/app.css"/><script type="module" async nonce="n">
{let started=0,next=0,hrefs=["/assets/entry.client.js","/assets/chunk.js","/assets/root.js"];
let start=()=>{if(!started){started=1;preload()}};
let preload=()=>{for(let end=next+4;next<end&&next<hrefs.length;next++){}};}</script>`;
    expect(assetUrls(html, PAGE).scripts).toEqual([
      'http://127.0.0.1:3917/assets/entry.client.js',
      'http://127.0.0.1:3917/assets/chunk.js',
      'http://127.0.0.1:3917/assets/root.js',
    ]);
  });

  it('is not fooled by a > inside a quoted attribute or by link-like text in inline scripts', () => {
    const html = `<script data-x="a>b" src="/real.js"></script><script>const s = "<link rel=stylesheet>";</script>`;
    expect(assetUrls(html, PAGE).scripts).toEqual(['http://127.0.0.1:3917/real.js']);
  });
});

describe('parseAttributes', () => {
  it('reads quoted, unquoted and bare attributes, lower-casing names and keeping the first', () => {
    expect(parseAttributes(` SRC="/a.js" async type=module data-v='1' src="/b.js"`)).toEqual({
      src: '/a.js',
      async: '',
      type: 'module',
      'data-v': '1',
    });
  });
});
