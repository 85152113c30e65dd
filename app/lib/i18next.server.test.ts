// The server's i18next: one shared instance per language for loaders, and a pool of render instances that
// record each page's namespaces (issue 18: no instance is initialised per request any more).
import { describe, expect, it } from 'vitest';
import { i18next, takePageI18n } from '#app/lib/i18next.server.ts';

describe('getFixedT', () => {
  it('translates in the language asked, and English for a language we do not have', async () => {
    const fr = await i18next.getFixedT('fr', 'common');
    const en = await i18next.getFixedT('en', 'common');
    const xx = await i18next.getFixedT('xx', 'common');
    expect(fr('site.home')).not.toBe(en('site.home'));
    expect(xx('site.home')).toBe(en('site.home'));
  });

  it('keeps each language apart when asked in any order', async () => {
    const [ar1, tr, ar2] = await Promise.all([
      i18next.getFixedT('ar', 'common'),
      i18next.getFixedT('tr', 'common'),
      i18next.getFixedT('ar', 'common'),
    ]);
    expect(ar1('site.home')).toBe(ar2('site.home'));
    expect(ar1('site.home')).not.toBe(tr('site.home'));
  });
});

describe('takePageI18n', () => {
  it('records the namespaces a page looks up, and starts empty when reused', async () => {
    const page = await takePageI18n('fr');
    expect(page.instance.language).toBe('fr');
    page.instance.t('cart:title');
    page.instance.t('site.home');
    expect([...page.used].sort()).toEqual(['cart', 'common']);
    page.release();
    const again = await takePageI18n('fr');
    expect(again).toBe(page);
    expect(again.used.size).toBe(0);
    again.release();
  });

  it('gives concurrent pages their own instance, so one page never records another’s strings', async () => {
    const [a, b] = await Promise.all([takePageI18n('en'), takePageI18n('en')]);
    expect(a.instance).not.toBe(b.instance);
    a.instance.t('cart:title');
    expect(b.used.has('cart')).toBe(false);
    a.release();
    b.release();
  });

  it('never hands out an instance of another language', async () => {
    const hi = await takePageI18n('hi');
    hi.release();
    const ar = await takePageI18n('ar');
    expect(ar.instance.language).toBe('ar');
    ar.release();
  });

  it("remembers `useTranslation`'s plain strings, and still records their namespaces on every page", async () => {
    const first = await takePageI18n('tr');
    const t = first.instance.getFixedT('tr', ['cart', 'common']);
    const title = t('title');
    expect(title).toBe(first.instance.t('cart:title', { lng: 'tr' }));
    expect(first.used.has('cart')).toBe(true);
    first.release();
    const next = await takePageI18n('tr');
    expect(next.used.size).toBe(0);
    expect(next.instance.getFixedT('tr', ['cart', 'common'])('title')).toBe(title);
    expect([...next.used]).toEqual(['cart']);
    next.release();
  });

  it('answers each distinct set of options, and forgets remembered strings when the strings change', async () => {
    const page = await takePageI18n('en');
    const t = page.instance.getFixedT('en', 'common');
    expect(t('site.home')).toBe('Home');
    expect(t('site.home', { defaultValue: 'x' })).toBe('Home');
    expect(t('no.such.key', { defaultValue: 'First' })).toBe('First');
    expect(t('no.such.key', { defaultValue: 'Second' })).toBe('Second');
    expect(t('no.such.key', { defaultValue: 'First', extra: { nested: true } })).toBe('First');
    page.instance.addResourceBundle('en', 'common', { site: { home: 'Start' } }, true, true);
    expect(page.instance.getFixedT('en', 'common')('site.home')).toBe('Start');
    page.instance.addResourceBundle('en', 'common', { site: { home: 'Home' } }, true, true);
    expect(page.instance.getFixedT('en', 'common')('site.home')).toBe('Home');
    page.release();
  });
});
