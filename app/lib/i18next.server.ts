import { RemixI18Next } from 'remix-i18next/server';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#contract/codes.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';

// The URL decides the language (English unprefixed). Cookie and Accept-Language resolution come with the
// Shell issue; `findLocale` is the seam for them.
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGE_CODES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['custom'],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig },
});
