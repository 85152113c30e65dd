// Every UI string exists in all five locales, translated (non-negotiable 5).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../locales');
const LOCALES = ['en', 'fr', 'ar', 'tr', 'hi'];
const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.entries(o).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'object' && v !== null
      ? { ...acc, ...flatten(v as Record<string, unknown>, key) }
      : { ...acc, [key]: String(v) };
  }, {});
const load = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')));

describe('locales', () => {
  const files = readdirSync(join(root, 'en'));
  it('has the same namespaces everywhere', () => {
    for (const lang of LOCALES)
      expect(readdirSync(join(root, lang)).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has every key in every locale, none empty', (file) => {
    const en = load('en', file);
    for (const lang of LOCALES) {
      const other = load(lang, file);
      expect(Object.keys(other).sort(), `${lang}/${file}`).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(other))
        expect(v.trim(), `${lang}/${file}: ${k}`).not.toBe('');
    }
  });

  it.each(files)('%s is really translated (not English copies or placeholders)', (file) => {
    const en = load('en', file);
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const other = load(lang, file);
      const copies = Object.keys(en).filter(
        (k) => other[k] === en[k] && !/^[\p{Lu}\d\s{}.:%-]{0,12}$/u.test(en[k]!),
      );
      // A few words are the same in French (Description, Options, Contact): allow at most 10%.
      expect(
        copies.length / Object.keys(en).length,
        `${lang}: ${copies.join(', ')}`,
      ).toBeLessThanOrEqual(0.1);
      for (const v of Object.values(other)) expect(v).not.toMatch(/^\[\w\w\]/);
      // Interpolation placeholders survive translation: the same ones, in every language. The UI's are
      // i18next's `{{name}}`; the API's e-mail texts (email.json) are filled in as `{name}` (api/mail/i18n.ts).
      const placeholders = file === 'email.json' ? /\{\w+\}/g : /\{\{\w+\}\}/g;
      const names = (v: string | undefined) => [...new Set(v?.match(placeholders) ?? [])].sort();
      for (const [k, v] of Object.entries(en))
        expect(names(other[k]), `${lang}: ${k}`).toEqual(names(v));
    }
  });
});
