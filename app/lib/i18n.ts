// i18next configuration shared by server and browser. Resources are bundled (small JSON files per namespace).
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#contract/codes.ts';
import en_common from '#locales/en/common.json';
import en_catalog from '#locales/en/catalog.json';
import en_product from '#locales/en/product.json';
import en_account from '#locales/en/account.json';
import en_cart from '#locales/en/cart.json';
import en_orders from '#locales/en/orders.json';
import en_checkout from '#locales/en/checkout.json';
import en_admin from '#locales/en/admin.json';
import fr_common from '#locales/fr/common.json';
import fr_catalog from '#locales/fr/catalog.json';
import fr_product from '#locales/fr/product.json';
import fr_account from '#locales/fr/account.json';
import fr_cart from '#locales/fr/cart.json';
import fr_orders from '#locales/fr/orders.json';
import fr_checkout from '#locales/fr/checkout.json';
import fr_admin from '#locales/fr/admin.json';
import ar_common from '#locales/ar/common.json';
import ar_catalog from '#locales/ar/catalog.json';
import ar_product from '#locales/ar/product.json';
import ar_account from '#locales/ar/account.json';
import ar_cart from '#locales/ar/cart.json';
import ar_orders from '#locales/ar/orders.json';
import ar_checkout from '#locales/ar/checkout.json';
import ar_admin from '#locales/ar/admin.json';
import tr_common from '#locales/tr/common.json';
import tr_catalog from '#locales/tr/catalog.json';
import tr_product from '#locales/tr/product.json';
import tr_account from '#locales/tr/account.json';
import tr_cart from '#locales/tr/cart.json';
import tr_orders from '#locales/tr/orders.json';
import tr_checkout from '#locales/tr/checkout.json';
import tr_admin from '#locales/tr/admin.json';
import hi_common from '#locales/hi/common.json';
import hi_catalog from '#locales/hi/catalog.json';
import hi_product from '#locales/hi/product.json';
import hi_account from '#locales/hi/account.json';
import hi_cart from '#locales/hi/cart.json';
import hi_orders from '#locales/hi/orders.json';
import hi_checkout from '#locales/hi/checkout.json';
import hi_admin from '#locales/hi/admin.json';

// One namespace per area of the shop (locales/{lang}/{ns}.json); `common` is the default.
const NAMESPACES = [
  'common',
  'catalog',
  'product',
  'account',
  'cart',
  'checkout',
  'orders',
  'admin',
] as const;
export const resources = {
  en: {
    common: en_common,
    catalog: en_catalog,
    product: en_product,
    account: en_account,
    cart: en_cart,
    orders: en_orders,
    checkout: en_checkout,
    admin: en_admin,
  },
  fr: {
    common: fr_common,
    catalog: fr_catalog,
    product: fr_product,
    account: fr_account,
    cart: fr_cart,
    orders: fr_orders,
    checkout: fr_checkout,
    admin: fr_admin,
  },
  ar: {
    common: ar_common,
    catalog: ar_catalog,
    product: ar_product,
    account: ar_account,
    cart: ar_cart,
    orders: ar_orders,
    checkout: ar_checkout,
    admin: ar_admin,
  },
  tr: {
    common: tr_common,
    catalog: tr_catalog,
    product: tr_product,
    account: tr_account,
    cart: tr_cart,
    orders: tr_orders,
    checkout: tr_checkout,
    admin: tr_admin,
  },
  hi: {
    common: hi_common,
    catalog: hi_catalog,
    product: hi_product,
    account: hi_account,
    cart: hi_cart,
    orders: hi_orders,
    checkout: hi_checkout,
    admin: hi_admin,
  },
};

export const i18nConfig = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
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

/** The best supported language of an Accept-Language header, or null. */
export function preferredLanguage(header: string | null): string | null {
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
  return ranked.find((x) => (LANGUAGE_CODES as readonly string[]).includes(x.lang))?.lang ?? null;
}
