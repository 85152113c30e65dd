// The shop's overrides of the shell's strings: laid over the bundled strings on every instance that shares
// a language's store, changed and taken back while the server runs (no restart), written only when they
// change, and never into what /locales serves to browsers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePageI18n } from '#app/lib/i18next.server.ts';
import { BrowserI18n } from '#app/lib/i18n-browser.ts';
import { bundledStrings, localeVersion, resources } from '#app/lib/i18n-resources.server.ts';
import { applyStringOverrides } from '#app/lib/string-overrides.ts';
import { loader as locales } from '#app/routes/locales.$lng.$ns.tsx';
import { context } from '#tests/support/routes.ts';

const file = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lng, `${ns}.json`), 'utf8'));

describe('string overrides on the server', () => {
  afterEach(async () => {
    const page = await takePageI18n('fr');
    applyStringOverrides(page.instance, 'fr', null);
    page.release();
  });

  it('reach every page instance of the language, and each string comes back when its override goes', async () => {
    const a = await takePageI18n('fr');
    const b = await takePageI18n('fr'); // rendering at the same time: an instance of its own
    expect(b.instance).not.toBe(a.instance);
    const home = file('fr', 'common').site.home as string;
    const nav = file('fr', 'common').site.mainNav as string;
    const t = (page: typeof a) => page.instance.getFixedT('fr', 'common');
    expect(t(b)('site.home')).toBe(home);

    applyStringOverrides(a.instance, 'fr', {
      site: { home: 'Accueil du marché', mainNav: 'Rayons' },
    });
    expect(t(a)('site.home')).toBe('Accueil du marché');
    expect(t(b)('site.home')).toBe('Accueil du marché');
    expect(t(b)('site.mainNav')).toBe('Rayons');

    // The shop changes one and removes the other: the removed one reads as bundled again, on both.
    applyStringOverrides(b.instance, 'fr', { site: { home: 'Notre boutique' } });
    expect(t(a)('site.home')).toBe('Notre boutique');
    expect(t(a)('site.mainNav')).toBe(nav);

    applyStringOverrides(a.instance, 'fr', null);
    expect(t(a)('site.home')).toBe(home);
    expect(t(b)('site.home')).toBe(home);
    expect(resources.fr!.common).toEqual(file('fr', 'common'));
    a.release();
    b.release();
  });

  it('writes nothing while the overrides stay the same, so remembered strings stay valid', async () => {
    const page = await takePageI18n('fr');
    const added = vi.fn();
    page.instance.store.on('added', added);
    applyStringOverrides(page.instance, 'fr', { site: { home: 'Chez nous' } });
    applyStringOverrides(page.instance, 'fr', { site: { home: 'Chez nous' } });
    expect(added).toHaveBeenCalledTimes(1);
    applyStringOverrides(page.instance, 'fr', null);
    applyStringOverrides(page.instance, 'fr', null);
    expect(added).toHaveBeenCalledTimes(2);
    page.instance.store.off('added', added);
    page.release();
  });

  it('leaves what /locales serves as the file has it, under the same version', async () => {
    const page = await takePageI18n('fr');
    applyStringOverrides(page.instance, 'fr', { site: { home: 'Chez nous' } });
    const version = localeVersion('fr', 'common');
    const res = locales({
      request: new Request(`http://shop.test/locales/fr/common?v=${version}`),
      params: { lng: 'fr', ns: 'common' },
      context,
    }) as Response;
    expect(await res.json()).toEqual(file('fr', 'common'));
    expect(JSON.parse(bundledStrings('fr', 'common')!)).toEqual(file('fr', 'common'));
    page.release();
  });

  it('ignores a key the bundled strings do not have', async () => {
    const page = await takePageI18n('fr');
    applyStringOverrides(page.instance, 'fr', { site: { nowhere: 'x' }, nosuch: { key: 'y' } });
    expect(resources.fr!.common).toEqual(file('fr', 'common'));
    page.release();
  });
});

describe('string overrides in the browser', () => {
  it('change and come back on a client navigation as they do on the server', async () => {
    const browser = new BrowserI18n((lng, ns) => Promise.resolve(structuredClone(file(lng, ns))), {
      lng: 'en',
      defaultNS: 'common',
      ns: ['common'],
      react: {},
    });
    await browser.init();
    applyStringOverrides(browser, 'en', { search: { submit: 'Find' } });
    expect(browser.t('search.submit')).toBe('Find');
    applyStringOverrides(browser, 'en', { site: { home: 'Start' } });
    expect(browser.t('search.submit')).toBe(file('en', 'common').search.submit);
    expect(browser.t('site.home')).toBe('Start');
    applyStringOverrides(browser, 'en', null);
    expect(browser.t('site.home')).toBe('Home');
  });
});
