// The e-mail texts come from locales/{lng}/email.json through the API's i18next: every family in every
// language exactly as its file has it (placeholders left for `fill`), every code e-mail filled in completely
// and really in its language, and values put in as they are, however they look.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { mailTexts, type MailFamily } from './i18n.ts';
import { codeEmail } from './templates.ts';

const file = (lang: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../locales', lang, 'email.json'), 'utf8'),
  ) as Record<MailFamily, unknown>;
const shop = { name: 'Bazaar', logoUrl: null, url: 'https://shop.test/' };
const KINDS = ['verify', 'reset', 'exists', 'confirm'] as const;
const mailIn = (language: string | null, kind: (typeof KINDS)[number], name = 'Ada') =>
  codeEmail({ kind, code: '123456', name, language, shop });

describe('e-mail texts', () => {
  it.each(LANGUAGE_CODES)('gives each family of %s as locales/%s/email.json has it', (lang) => {
    const strings = file(lang);
    for (const family of ['account', 'orders', 'sellers'] as const)
      expect(mailTexts(lang, family), `${lang} ${family}`).toEqual(strings[family]);
  });

  it.each(LANGUAGE_CODES)('fills in every code e-mail of %s, in that language', (lang) => {
    for (const kind of KINDS) {
      const mail = mailIn(lang, kind);
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part, `${lang} ${kind}`).not.toMatch(/\{\w+\}/);
      expect(mail.subject).toContain('Bazaar');
      expect(mail.html).toContain(`lang="${lang}"`);
      if (lang !== 'en') {
        const en = mailIn('en', kind);
        expect(mail.subject, `${lang} ${kind}`).not.toBe(en.subject);
        expect(mail.text, `${lang} ${kind}`).not.toBe(en.text);
      }
    }
  });

  it('writes English for a language it does not have', () => {
    for (const language of ['de', '', null, '__proto__'])
      expect(mailIn(language, 'verify')).toEqual(mailIn('en', 'verify'));
  });

  it('puts values in as they are, placeholders and all, once each', () => {
    const mail = mailIn('fr', 'verify', '{code} $& $t(email:account.ignore) <b>');
    expect(mail.text.split('\n')[0]).toBe('Bonjour {code} $& $t(email:account.ignore) <b>,');
    expect(mail.html).toContain(
      '<p>Bonjour {code} $&#38; $t(email:account.ignore) &#60;b&#62;,</p>',
    );
  });
});
