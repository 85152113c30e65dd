// The browser's i18next (decision 087) must give the server's i18next strings character for character, or
// hydration would mismatch: every key of every language, with and without values, and the edge cases the
// app can reach; and it must load namespaces the way react-i18next expects (suspend, then render).
import { act, render, screen } from '@testing-library/react';
import { createInstance, type TFunction } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation, type I18nextProviderProps } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nConfig, resources } from '#app/lib/i18n-resources.server.ts';
import { BrowserI18n, type ReadStrings } from '#app/lib/i18n-browser.ts';

type Strings = { [key: string]: string | Strings };

function leaves(strings: Strings, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );
}

const readFromResources: ReadStrings = (lng, ns) => {
  const strings = resources[lng]?.[ns];
  return strings ? Promise.resolve(structuredClone(strings)) : Promise.reject(new Error('404'));
};

async function pair(lng: string) {
  const server = createInstance();
  await server.init({ ...i18nConfig, lng });
  const browser = new BrowserI18n(readFromResources, {
    lng,
    defaultNS: 'common',
    ns: Object.keys(resources[lng] ?? {}),
    react: { useSuspense: true },
  });
  await browser.init();
  return { server, browser };
}

const asProvided = (i18n: BrowserI18n) => i18n as unknown as I18nextProviderProps['i18n'];

describe('BrowserI18n gives what i18next gives', () => {
  it.each(Object.keys(resources))(
    'every key of %s, with values, without, and counted',
    async (lng) => {
      const { server, browser } = await pair(lng);
      let checked = 0;
      for (const [ns, strings] of Object.entries(resources[lng]!)) {
        for (const [key, text] of leaves(strings)) {
          const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
          const values = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 7 : `<${n} $&>`]));
          const cases: Record<string, unknown>[] = [{}, values];
          if (names.includes('count'))
            for (const count of [0, 1, 2, 5]) cases.push({ ...values, count });
          for (const options of cases) {
            expect(browser.t(`${ns}:${key}`, options)).toBe(server.t(`${ns}:${key}`, options));
            const fixed = browser.getFixedT(null, ns);
            expect(fixed(key, options)).toBe(server.getFixedT(null, ns)(key, options));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(500);
    },
  );

  it('makes one Intl.PluralRules per language, however many counted strings it writes', async () => {
    const { browser } = await pair('ar');
    const made = vi.spyOn(Intl, 'PluralRules');
    try {
      for (const count of [0, 1, 2, 3, 11, 100]) browser.t('product:reviews.count', { count });
      expect(made.mock.calls.filter(([lng]) => lng === 'ar').length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
    // What they write is still i18next's: the test above compares every counted key.
  });

  it('the edge cases: missing keys, sentences, defaults, undefined values, sections, prefixes', async () => {
    const { server, browser } = await pair('fr');
    const cases: [string | string[], Record<string, unknown>?][] = [
      ['nope'],
      ['catalog:nope.deeper'],
      ['Error: not a key, a sentence.'],
      ['cart:title', { ns: 'product' }],
      ['title', { ns: 'cart' }],
      ['title', { ns: ['product', 'cart'] }],
      ['nope', { defaultValue: 'Fallback {{x}}', x: 1 }],
      ['nope', { defaultValue: '' }],
      ['nope', { count: 3, defaultValue: 'n' }],
      ['site.home', { defaultValue: 'unused' }],
      ['home.endsAt', { date: undefined }],
      ['home.endsAt', { date: null }],
      ['home.endsAt', { date: 0 }],
      ['site'],
      [['nope', 'site.home']],
    ];
    for (const [key, options] of cases)
      expect(browser.t(key, options), JSON.stringify(key)).toBe(
        server.t(key as string, options as never),
      );
    const prefixed = browser.getFixedT(null, 'common', 'site');
    expect(prefixed('home')).toBe(server.getFixedT(null, 'common', 'site')('home'));
    expect(browser.getFixedT('fr', 'common')('site.home', 'default')).toBe(
      (server.t as TFunction)('site.home', 'default'),
    );
  });

  it('the backend overrides merge into a namespace as the server merges them', async () => {
    const { server, browser } = await pair('en');
    const overrides = { site: { home: 'Start' }, search: { submit: 'Find' } };
    server.addResourceBundle('en', 'common', overrides, true, true);
    browser.addResourceBundle('en', 'common', overrides, true, true);
    for (const key of ['site.home', 'site.mainNav', 'search.submit', 'search.label'])
      expect(browser.t(key)).toBe(server.t(key));
  });
});

describe('BrowserI18n loads namespaces as react-i18next expects', () => {
  it('reads each namespace once, in the current language, and calls back when all are in', async () => {
    const read = vi.fn(readFromResources);
    const i18n = new BrowserI18n(read, {
      lng: 'tr',
      defaultNS: 'common',
      ns: ['common'],
      react: {},
    });
    await i18n.init();
    expect(i18n.hasLoadedNamespace('cart')).toBe(false);
    const done = vi.fn();
    await Promise.all([i18n.loadNamespaces(['cart', 'common'], done), i18n.loadNamespaces('cart')]);
    expect(done).toHaveBeenCalledOnce();
    expect(read.mock.calls).toEqual([
      ['tr', 'common'],
      ['tr', 'cart'],
    ]);
    expect(i18n.hasLoadedNamespace('cart')).toBe(true);
    expect(i18n.t('cart:title')).toBe(leaves(resources.tr!.cart!).find(([k]) => k === 'title')![1]);
  });

  it('a namespace that cannot be fetched is retried, then counts as loaded (its keys show)', async () => {
    const read = vi.fn<ReadStrings>(() => Promise.reject(new Error('offline')));
    const i18n = new BrowserI18n(read, { lng: 'en', defaultNS: 'common', ns: [], react: {} });
    await i18n.init();
    await i18n.loadNamespaces('cart');
    expect(read).toHaveBeenCalledTimes(3);
    expect(i18n.hasLoadedNamespace('cart')).toBe(true);
    expect(i18n.t('cart:title')).toBe('title');
  });

  it('a component suspends until its namespace is in, and follows a language change', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const read: ReadStrings = async (lng, ns) => {
      if (ns === 'cart') await gate;
      return readFromResources(lng, ns);
    };
    const i18n = new BrowserI18n(read, {
      lng: 'en',
      defaultNS: 'common',
      ns: ['common'],
      react: { useSuspense: true },
    });
    await i18n.init();
    function Title() {
      const { t } = useTranslation('cart');
      return <h1>{t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={asProvided(i18n)}>
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => release());
    const en = leaves(resources.en!.cart!).find(([k]) => k === 'title')![1];
    expect(await screen.findByRole('heading', { name: en })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    const fr = leaves(resources.fr!.cart!).find(([k]) => k === 'title')![1];
    expect(await screen.findByRole('heading', { name: fr })).toBeTruthy();
    expect(i18n.language).toBe('fr');
  });
});
