// i18next options shared by server and browser. The strings themselves are not here: the server bundles
// every language (app/lib/i18n-resources.server.ts); the browser fetches only the current language's
// namespaces that the page uses, from /locales/{lng}/{ns} (decision 082).
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#contract/codes.ts';

export const i18nOptions = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
};

/**
 * The namespaces a page's routes declare (`handle.i18n`, remix-i18next's convention: a string or a list),
 * always with `common`. Used to preload them with the document and to load them before a client
 * navigation renders; a namespace used but not declared is still loaded, only later (decision 082).
 */
export function routeNamespaces(handles: readonly unknown[]): string[] {
  const out = new Set<string>(['common']);
  for (const handle of handles) {
    const ns = (handle as { i18n?: unknown } | null | undefined)?.i18n;
    for (const n of typeof ns === 'string' ? [ns] : Array.isArray(ns) ? ns : [])
      if (typeof n === 'string' && /^[a-z][a-z0-9-]*$/.test(n)) out.add(n);
  }
  return [...out];
}

/** Where the browser fetches one namespace; `version` (its content hash) makes it cacheable for a year. */
export function localesHref(lng: string, ns: string, version?: string): string {
  return `/locales/${lng}/${ns}${version ? `?v=${version}` : ''}`;
}

/** The language of a URL: a supported prefix (`/fr/...`), else the default. Single-fetch `.data` is stripped. */
export function languageFromPath(pathname: string): string {
  const first = pathname.replace(/\.data$/, '').split('/')[1] ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANGUAGE
    ? first
    : DEFAULT_LANGUAGE;
}

/** A string with one value to fill in, translated once for many uses (a page of product cards). */
export type Template = (value: string) => string;

const MARK = '\u0001';
/** `t(key, { [name]: value })` for any value, at the cost of one `t()` call (escapeValue is off). */
export function template(
  t: (key: string, options: Record<string, string>) => string,
  key: string,
  name: string,
): Template {
  const [before = '', after = ''] = t(key, { [name]: MARK }).split(MARK);
  return (value) => before + value + after;
}

/** `/path` in `lang`: English has no prefix. */
export function localizePath(path: string, lang: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** The path without its language prefix: `/fr/x/product/1` → `/x/product/1`. */
export function stripLanguage(path: string): string {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2);
  const first = pathname.split('/')[1] ?? '';
  const bare =
    (LANGUAGE_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANGUAGE
      ? pathname.slice(first.length + 1) || '/'
      : pathname;
  return `${bare}${rest}`;
}

/** The same page in another language. */
export function switchLanguagePath(path: string, lang: string): string {
  const bare = stripLanguage(path);
  const [pathname = '/', rest = ''] = bare.split(/(?=[?#])/, 2);
  return `${localizePath(pathname, lang)}${rest}`;
}

/** Only local paths may be redirect targets (no open redirects). */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  return typeof value === 'string' &&
    value.length <= 2000 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    // A path as browsers send it: no spaces, quotes, angle brackets, backslashes or control characters.
    !/[\s"<>\\]/.test(value) &&
    ![...value].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)
    ? value
    : fallback;
}

/** The best supported language (of `among`, the shop's enabled ones) of an Accept-Language header, or null. */
export function preferredLanguage(
  header: string | null,
  among: readonly string[] = LANGUAGE_CODES,
): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find((x) => among.includes(x.lang))?.lang ?? null;
}

/**
 * Where a storefront page in a language the shop has switched off (/admin/settings/shop) goes instead: the same
 * page in the shop's default language (else its first enabled one); null when the page's language is enabled,
 * the shop lists no languages, or the page is a workspace's (staff and sellers keep the language they work in).
 */
export function disabledLanguageTarget(
  path: string,
  enabled: readonly string[],
  fallback: string | undefined,
): string | null {
  const lang = languageFromPath(path.split(/(?=[?#])/, 1)[0] ?? '/');
  if (!enabled.length || enabled.includes(lang)) return null;
  if (/^\/(?:admin|seller)(?:\/|$)/.test(stripLanguage(path))) return null;
  const to = fallback && enabled.includes(fallback) ? fallback : enabled[0]!;
  return switchLanguagePath(path, to);
}
