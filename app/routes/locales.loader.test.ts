// /locales/{lng}/{ns} (decision 082): one language's strings of one namespace, for the browser. Every file
// in locales/ is served as it is (a namespace added by anyone needs no change), but the API's e-mail texts;
// a request carrying the namespace's content hash is cacheable for a year, any other for five minutes;
// nothing else is served.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { loader } from '#app/routes/locales.$lng.$ns.tsx';
import {
  i18nConfig,
  localeVersion,
  localeVersions,
  resources,
} from '#app/lib/i18n-resources.server.ts';
import { localesHref, routeNamespaces } from '#app/lib/i18n.ts';
import { context } from '#tests/support/routes.ts';

const root = join(import.meta.dirname, '../../locales');
const get = (lng: string, ns: string, v?: string) =>
  loader({
    request: new Request(`http://shop.test${localesHref(lng, ns, v)}`),
    params: { lng, ns },
    context,
  }) as Response;

describe('/locales/{lng}/{ns}', () => {
  it('serves every language and namespace file exactly, immutable under its content hash', async () => {
    const files = readdirSync(join(root, 'en'))
      .map((f) => f.replace(/\.json$/, ''))
      .filter((ns) => ns !== 'email');
    expect(files).toEqual(expect.arrayContaining(['common', 'catalog', 'product', 'cart']));
    for (const lng of LANGUAGE_CODES) {
      expect(Object.keys(localeVersions(lng)).sort()).toEqual([...files].sort());
      for (const ns of files) {
        const res = get(lng, ns, localeVersion(lng, ns));
        expect(res.status, `${lng}/${ns}`).toBe(200);
        expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        expect(await res.json()).toEqual(
          JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')),
        );
      }
    }
  });

  it('keeps the API’s e-mail texts (locales/*/email.json) out of the storefront: not bundled, not served', () => {
    for (const lng of LANGUAGE_CODES) {
      expect(readdirSync(join(root, lng))).toContain('email.json');
      expect(Object.keys(resources[lng] ?? {})).not.toContain('email');
      expect(localeVersions(lng)).not.toHaveProperty('email');
      expect(get(lng, 'email').status, lng).toBe(404);
    }
    expect(i18nConfig.ns).not.toContain('email');
  });

  it('gives each language and namespace its own version, changing with the content', () => {
    const all = LANGUAGE_CODES.flatMap((l) => Object.values(localeVersions(l)));
    expect(new Set(all).size).toBe(all.length);
    expect(localeVersion('fr', 'catalog')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('caches briefly without the current version (a page from before a deploy)', async () => {
    for (const v of [undefined, 'stale0000000']) {
      const res = get('ar', 'common', v);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
      expect(Object.keys(await res.json())).toContain('site');
    }
  });

  it('answers 404 for anything that is not a language and a namespace', () => {
    for (const [lng, ns] of [
      ['de', 'common'],
      ['fr', 'nope'],
      ['fr', 'constructor'],
      ['__proto__', 'common'],
      ['fr', '__proto__'],
      ['fr', '../en/common'],
    ] as const) {
      const res = get(lng, ns);
      expect(res.status, `${lng}/${ns}`).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});

describe('routeNamespaces', () => {
  it('joins the matched routes’ handle.i18n, common first, once each, names only', () => {
    expect(
      routeNamespaces([
        { i18n: ['common', 'catalog'] },
        undefined,
        { layout: 'empty' },
        { i18n: 'cart' },
        { i18n: ['catalog', 'product', 42, '../x'] },
      ]),
    ).toEqual(['common', 'catalog', 'cart', 'product']);
    expect(routeNamespaces([])).toEqual(['common']);
  });
});
