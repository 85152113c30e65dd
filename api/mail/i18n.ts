// The API's e-mail texts: locales/{lng}/email.json, the one string system with the storefront's (which leaves
// the `email` namespace out of what it bundles and serves, i18n-resources.server.ts). One i18next instance of
// the API's own, ready on import: the five files are imported statically and `initImmediate: false` makes
// init synchronous, so no e-mail waits for a load.
import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '#contract/codes.ts';
import ar from '../../locales/ar/email.json' with { type: 'json' };
import en from '../../locales/en/email.json' with { type: 'json' };
import fr from '../../locales/fr/email.json' with { type: 'json' };
import hi from '../../locales/hi/email.json' with { type: 'json' };
import tr from '../../locales/tr/email.json' with { type: 'json' };

/** The e-mail families (`account`, `orders`, `sellers`), each shaped as the English file has it. */
export type MailTexts = typeof en;
export type MailFamily = keyof MailTexts;

const i18n = createInstance();
void i18n.init({
  initImmediate: false,
  resources: {
    en: { email: en },
    fr: { email: fr },
    ar: { email: ar },
    tr: { email: tr },
    hi: { email: hi },
  },
  ns: ['email'],
  defaultNS: 'email',
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // The texts' placeholders are `{name}`; the e-mail renderers escape HTML themselves.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

/**
 * One family's texts in `lang` (every key exists in every language: locales.test.ts), placeholders left in.
 * The values go in with render.ts's `fill`, not i18next's interpolation: i18next puts each value where the
 * placeholder first occurs in the text as filled so far, so a store named "{code}" would get the order's code
 * written into its name, and it leaves a placeholder without a value as it is where `fill` writes nothing.
 */
export function mailTexts<F extends MailFamily>(lang: LanguageCode, family: F): MailTexts[F] {
  return i18n.t(family, {
    lng: lang,
    returnObjects: true,
    skipInterpolation: true,
  }) as MailTexts[F];
}
