// Code tables: docs/spec.md §3 and docs/api-reference.md §9 (config/constants.php of iShop).

export const PaymentMethod = {
  RAZORPAY: 1,
  CASH_ON_DELIVERY: 2,
  STRIPE: 3,
  PAYPAL: 4,
  FLUTTERWAVE: 5,
  IYZICO: 6,
  BANK_TRANSFER: 7,
  PAYFAST: 8,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
/** Translation keys per method (docs/api-reference.md §9). */
export const PaymentMethodKey: Record<PaymentMethod, string> = {
  1: 'rp',
  2: 'cod',
  3: 'stripe',
  4: 'paypal',
  5: 'fw',
  6: 'ip',
  7: 'bp',
  8: 'payfast',
};

export const OrderStatus = {
  PENDING: 1,
  CONFIRMED: 2,
  PICKED_UP: 3,
  ON_THE_WAY: 4,
  DELIVERED: 5,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const PaymentStatus = { PAID: 1, UNPAID: 0 } as const;
export const ShippingType = { LOCATION: 1, PICKUP: 2 } as const;
/** Visibility and every yes/no column (status, featured, in_footer, closable, default, page_from_component). */
export const Visibility = { PUBLIC: 1, PRIVATE: 2 } as const;
export const CartSelected = { CHECKED: 1, UNCHECKED: 2 } as const;
export const PriceType = { FLAT: 1, PERCENT: 2 } as const;
export const CurrencyPosition = { BEFORE: 1, AFTER: 2 } as const;
export const SourceType = {
  CATEGORIES: 1,
  SUB_CATEGORIES: 2,
  TAGS: 3,
  BRANDS: 4,
  PRODUCTS: 5,
  URL: 6,
} as const;
export type SourceType = (typeof SourceType)[keyof typeof SourceType];
export const SliderType = { MAIN: 1, RIGHT_TOP: 2, RIGHT_BOTTOM: 3 } as const;
/** 1–6 home page slots, 7 product-review banner, 8 top banner, 9 popup banner. */
export const BannerType = {
  HOME_1: 1,
  HOME_2: 2,
  HOME_3: 3,
  HOME_4: 4,
  HOME_5: 5,
  HOME_6: 6,
  REVIEW: 7,
  TOP: 8,
  POPUP: 9,
} as const;
export const HeaderLinkType = { LEFT: 1, RIGHT: 2 } as const;
export const FooterLinkType = { SERVICES: 1, ABOUT: 2 } as const;
export const FooterImageType = { PAYMENT: 1, SOCIAL: 2 } as const;

export const LANGUAGE_CODES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGES: ReadonlyArray<{
  code: LanguageCode;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}> = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
];
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
export function languageDir(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** Spec §9 defaults. */
export const DEFAULT_SETTINGS = {
  currency: 'USD',
  currency_icon: '$',
  currency_position: CurrencyPosition.BEFORE,
  decimal_format: 'en-US',
  default_country: 'AF',
  default_state: 'BDS',
  default_language: DEFAULT_LANGUAGE,
  direction: 'ltr',
} as const;

/** Page sizes (docs/api-reference.md §5). */
export const PAGE_SIZE = {
  listing: 30,
  homeProduct: 24,
  frontend: 25,
  api: 14,
  rating: 6,
  slider: 7,
  search: 9,
  homeCollection: 9,
  homeBrands: 15,
  homeCategories: 12,
} as const;

/** Spec §9 timings, in milliseconds. */
export const TIMINGS = {
  searchDebounce: 700,
  minFetchDelay: 200,
  prefetchIdle: 2000,
  chunkReloadGuard: 60000,
  toastHide: 5000,
  loadingBarThrottle: 200,
  loadingBarDuration: 5000,
  searchPopupBlurClose: 100,
} as const;

/** The most one cart line may hold (docs/spec.md §5); here, not with the cart's schemas, so the cart screen gets it
 * without zod. */
export const MAX_LINE_QUANTITY = 100;

export const LIMITS = {
  minQuantity: 1,
  ratingMax: 5,
  imageMaxKb: 1000,
  passwordMin: 6,
  emailCodeMin: 4,
  shimmerPlaceholders: 21,
} as const;

/** Cookies (docs/spec.md §9). */
export const COOKIES = {
  language: { name: 'currentLanguage', maxAge: 31536000, path: '/', sameSite: 'lax' },
  auth: { prefix: 'frontend_', maxAge: 31622400, path: '/' },
} as const;

/**
 * Headers with which the storefront tells the embedded API the shopper's address (issue 13, decision 022):
 * the address and the per-process key that vouches for it. Never sent to an API on another server.
 */
export const SHOPPER_IP_HEADER = 'x-bazaar-shopper-ip';
export const INTERNAL_KEY_HEADER = 'x-bazaar-internal-key';
