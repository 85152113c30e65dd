import { describe, expect, it } from 'vitest';
import {
  disabledLanguageTarget,
  languageFromPath,
  localizePath,
  preferredLanguage,
  safeRedirectPath,
  stripLanguage,
  switchLanguagePath,
} from '#app/lib/i18n.ts';

describe('language paths', () => {
  it('reads the language of a URL, English unprefixed', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/fr')).toBe('fr');
    expect(languageFromPath('/ar/x/product/1')).toBe('ar');
    expect(languageFromPath('/ar.data')).toBe('ar');
    expect(languageFromPath('/en/x')).toBe('en');
    expect(languageFromPath('/xx/y')).toBe('en');
  });
  it('localises and switches paths, keeping the query', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/cart', 'en')).toBe('/cart');
    expect(stripLanguage('/tr/x/product/1?a=1')).toBe('/x/product/1?a=1');
    expect(stripLanguage('/hi')).toBe('/');
    expect(switchLanguagePath('/fr/x/product/3?page=2', 'ar')).toBe('/ar/x/product/3?page=2');
    expect(switchLanguagePath('/ar', 'en')).toBe('/');
    expect(switchLanguagePath('/?page=2', 'hi')).toBe('/hi?page=2');
  });
  it('picks the best supported browser language', () => {
    expect(preferredLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLanguage('de-DE,de;q=0.9,tr;q=0.3')).toBe('tr');
    expect(preferredLanguage('en;q=0.2,hi;q=0.9')).toBe('hi');
    expect(preferredLanguage('de, ja')).toBeNull();
    expect(preferredLanguage(null)).toBeNull();
    expect(preferredLanguage('ar;q=0')).toBeNull();
  });
  it('allows only local redirect targets', () => {
    expect(safeRedirectPath('/fr/cart')).toBe('/fr/cart');
    expect(safeRedirectPath('/search?q=a%20b')).toBe('/search?q=a%20b');
    for (const odd of ['/"', '/a b', '/<x>', '/a\\b', '/a\u0000'])
      expect(safeRedirectPath(odd, '/home')).toBe('/home');
    for (const bad of ['//evil.test', 'https://evil.test', '/\\evil.test', null, 42])
      expect(safeRedirectPath(bad)).toBe('/');
  });
});

describe('a language the shop has switched off', () => {
  const on = ['en', 'ar', 'fr'];
  it('sends its storefront pages to the same page in the default language', () => {
    expect(disabledLanguageTarget('/tr/x/product/1?page=2', on, 'ar')).toBe(
      '/ar/x/product/1?page=2',
    );
    expect(disabledLanguageTarget('/tr', on, 'en')).toBe('/');
    expect(disabledLanguageTarget('/hi/cart', on, 'en')).toBe('/cart');
    // The default itself switched off (it cannot be saved so, but the table could say it): the first enabled.
    expect(disabledLanguageTarget('/tr/cart', ['fr', 'ar'], 'en')).toBe('/fr/cart');
    // English switched off: its unprefixed pages go too.
    expect(disabledLanguageTarget('/cart', ['ar', 'fr'], 'ar')).toBe('/ar/cart');
  });
  it('leaves enabled languages, an empty list and the workspaces alone', () => {
    expect(disabledLanguageTarget('/ar/cart', on, 'en')).toBeNull();
    expect(disabledLanguageTarget('/cart', on, 'en')).toBeNull();
    expect(disabledLanguageTarget('/tr/cart', [], 'en')).toBeNull();
    expect(disabledLanguageTarget('/tr/admin/orders', on, 'en')).toBeNull();
    expect(disabledLanguageTarget('/tr/seller', on, 'en')).toBeNull();
    expect(disabledLanguageTarget('/tr/sellers', on, 'en')).toBe('/sellers');
  });
});
