// i18next configuration shared by server and browser. Resources are bundled (five small JSON files).
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageDir } from '#contract/codes.ts';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import ar from '../../locales/ar/common.json';
import tr from '../../locales/tr/common.json';
import hi from '../../locales/hi/common.json';

export const resources = {
  en: { common: en },
  fr: { common: fr },
  ar: { common: ar },
  tr: { common: tr },
  hi: { common: hi },
};

export const i18nConfig = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  resources,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
};

/** The language of a URL: a supported prefix (`/fr/...`), else the default. Single-fetch `.data` is stripped. */
export function languageFromPath(pathname: string): string {
  const first = pathname.replace(/\.data$/, '').split('/')[1] ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANGUAGE
    ? first
    : DEFAULT_LANGUAGE;
}

/** `/path` in `lang`: English has no prefix. */
export function localizePath(path: string, lang: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

export { languageDir };
