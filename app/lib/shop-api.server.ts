// The per-request client of the shop API (DESIGN.md "Storefront rules"). Loaders never see raw fetch:
// every response is parsed with contract/, and the spec's error catalogue (§8) becomes a typed error.
import { data as dataResponse } from '@remix-run/node';
import { RawEnvelopeSchema, envelopeErrorMessages, isEnvelopeSuccess } from '#contract/envelope.ts';
import { DEFAULT_LANGUAGE } from '#contract/codes.ts';
import { Messages } from '#contract/messages.ts';
import { z } from '#contract/zod.ts';
import { CommonDataSchema, type CommonData } from '#contract/api/common.ts';
import { HomeDataSchema } from '#contract/api/home.ts';
import { ProductsDataSchema, AllDataSchema } from '#contract/api/listing.ts';
import { ProductDetailSchema, looksLikeProduct } from '#contract/api/product.ts';
import { SubscribeDataSchema } from '#contract/api/newsletter.ts';
import { ContactDataSchema, type ContactBody } from '#contract/api/contact.ts';
import { LocalizationDataSchema, type LocalizationData } from '#contract/api/localization.ts';
import {
  CountriesPhonesDataSchema,
  type CountriesPhonesData,
} from '#contract/api/countries-phones.ts';
import {
  AddressPageSchema,
  AddressSchema,
  EmailDataSchema,
  FollowingPageSchema,
  ProfileDataSchema,
  SigninDataSchema,
  SignupDataSchema,
  UpdateProfileDataSchema,
  UserSchema,
  VerifyDataSchema,
  type AddressBody,
  type SigninBody,
  type SignupBody,
} from '#contract/api/account.ts';
import {
  CartLinesSchema,
  CartSummarySchema,
  ListPageSchema,
  VoucherPageSchema,
  VoucherValidityDataSchema,
  WishlistIdsSchema,
} from '#contract/api/cart.ts';

export type ShopApiErrorKind =
  'business' | 'unauthenticated' | 'forbidden' | 'not-found' | 'rate-limited' | 'server' | 'down';
export type ShopApiError = {
  kind: ShopApiErrorKind;
  status: number;
  message: string;
  messages: string[];
};
export type ShopApiResult<T> =
  { ok: true; data: T; token?: string | null } | { ok: false; error: ShopApiError };

export type ShopApiOptions = {
  baseUrl: string;
  language?: string;
  token?: string | null;
  userToken?: string | null;
  /** The session's token and user_token, read on the first call (explicit token/userToken win). */
  auth?: () => Promise<{ token?: string | null; userToken?: string | null }>;
  /** The shopper's address, forwarded for the API's rate limits. */
  clientIp?: string;
  timeoutMs?: number;
  requestId?: string;
  fetch?: typeof fetch;
};

type Query = Record<string, string | number | boolean | undefined | null>;

const down = (): ShopApiError => ({
  kind: 'down',
  status: 503,
  message: Messages.apiDown,
  messages: [Messages.apiDown],
});

function kindOf(status: number): ShopApiErrorKind {
  if (status === 201) return 'business';
  if (status === 204) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'server';
}

// `common` changes rarely: a short per-process cache per language (DESIGN.md), never caching failures.
const COMMON_TTL_MS = 5000;
const commonCache = new Map<string, { at: number; value: CommonData }>();
const localizationCache = new Map<string, { at: number; value: LocalizationData }>();
const countriesCache = new Map<string, { at: number; value: CountriesPhonesData }>();

export function createShopApi(opts: ShopApiOptions) {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const language = opts.language ?? DEFAULT_LANGUAGE;
  const doFetch = opts.fetch ?? fetch;

  function contractMismatch(path: string, issues: unknown[]): { ok: false; error: ShopApiError } {
    console.warn(
      JSON.stringify({
        level: 'warn',
        at: 'shop-api',
        requestId: opts.requestId,
        path,
        message: 'response does not match the contract',
        issues: issues.slice(0, 3),
      }),
    );
    return {
      ok: false,
      error: {
        kind: 'server',
        status: 500,
        message: Messages.somethingWrong,
        messages: [Messages.somethingWrong],
      },
    };
  }

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    init: {
      query?: Query;
      body?: unknown;
      form?: FormData;
      header?: 'lang' | 'language';
      hybrid?: boolean;
    } = {},
  ): Promise<ShopApiResult<z.output<S>>> {
    const url = new URL(path, base);
    const session = opts.auth ? await opts.auth() : {};
    const token = opts.token !== undefined ? opts.token : (session.token ?? null);
    const userToken = opts.userToken !== undefined ? opts.userToken : (session.userToken ?? null);
    const query: Query = { ...init.query };
    if (init.hybrid && userToken && method !== 'POST') query.user_token = userToken;
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: 'application/json' };
    // `lang` on common (always safe); `language` elsewhere only when not the default (API-REFERENCE §4.1).
    if (init.header === 'lang') headers.lang = language;
    else if (language !== DEFAULT_LANGUAGE) headers.language = language;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.requestId) headers['X-Request-Id'] = opts.requestId;
    if (opts.clientIp) headers['X-Forwarded-For'] = opts.clientIp;
    let body: string | FormData | undefined;
    if (init.form) {
      body = init.form; // multipart (avatar): fetch sets the boundary
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      const payload =
        init.hybrid && userToken ? { user_token: userToken, ...(init.body as object) } : init.body;
      body = JSON.stringify(payload);
    }
    let json: unknown;
    try {
      const res = await doFetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 8000),
      });
      json = await res.json();
    } catch {
      return { ok: false, error: down() }; // network error, timeout, or not JSON: 'API is down.' (spec §8)
    }
    const env = RawEnvelopeSchema.safeParse(json);
    if (!env.success) return { ok: false, error: down() }; // no numeric status
    if (!isEnvelopeSuccess(env.data)) {
      const messages = envelopeErrorMessages(env.data);
      // A 200 with data.form is a "soft" not-found (API-REFERENCE §3.1).
      const kind = env.data.status === 200 ? 'not-found' : kindOf(env.data.status);
      return {
        ok: false,
        error: { kind, status: env.data.status, message: messages[0]!, messages },
      };
    }
    const parsed = schema.safeParse(env.data.data);
    if (!parsed.success) return contractMismatch(path, parsed.error.issues);
    return { ok: true, data: parsed.data, token: env.data.token };
  }

  // Countries and states change with a release, not per request: cached like `common`, for a minute.
  async function countriesPhones(): Promise<ShopApiResult<CountriesPhonesData>> {
    const hit = countriesCache.get(base);
    if (hit && Date.now() - hit.at < 60_000) return { ok: true, data: hit.value };
    const r = await request('GET', 'countries-phones', CountriesPhonesDataSchema);
    if (r.ok) countriesCache.set(base, { at: Date.now(), value: r.data });
    return r;
  }

  const post = <S extends z.ZodType>(path: string, schema: S, body: unknown, hybrid = false) =>
    request('POST', path, schema, { body, hybrid });

  return {
    // ── Accounts (API-REFERENCE §8.13–§8.15, §8.18) ──
    signup: (body: SignupBody) => post('user/signup', SignupDataSchema, body),
    verify: (email: string, code: string) => post('user/verify', VerifyDataSchema, { email, code }),
    signin: (body: SigninBody) => post('user/signin', SigninDataSchema, body),
    logout: () => post('user/logout', z.null(), {}),
    forgotPassword: (email: string) => post('user/forgot-password', EmailDataSchema, { email }),
    updatePassword: (body: {
      email: string;
      code: string;
      password: string;
      password_confirmation: string;
    }) => post('user/update-password', EmailDataSchema, body),
    profile: () => request('GET', 'user/profile', ProfileDataSchema, { hybrid: true }),
    updateProfile: (body: {
      first_name: string;
      last_name?: string;
      email: string;
      phone?: string;
    }) => post('user/update-profile', UpdateProfileDataSchema, body),
    updateUserPassword: (body: {
      current_password: string;
      new_password: string;
      new_password_confirmation: string;
    }) => post('user/update-user-password', z.null(), body),
    deleteAccount: () => post('user/delete', z.unknown(), {}),
    uploadAvatar: (userId: number, file: File) => {
      const form = new FormData();
      form.set('avatar', file);
      return request('POST', `user/${userId}/avatar`, UserSchema, { form });
    },
    addresses: (page = 1) =>
      request('GET', 'user/address/all', AddressPageSchema, { query: { page }, hybrid: true }),
    address: (id: number) =>
      request('GET', `user/address/find/${id}`, AddressSchema, { hybrid: true }),
    saveAddress: (body: AddressBody) => post('user/address/action', AddressSchema, body, true),
    deleteAddress: (id: number) =>
      request('DELETE', `user/address/delete/${id}`, AddressSchema, { hybrid: true }),
    follow: (storeId: number) => post('user/store/follow', z.unknown(), { store_id: storeId }),
    following: (page = 1) =>
      request('GET', 'user/store/following-list', FollowingPageSchema, {
        query: { order_by: 'created_at', type: 'desc', page },
      }),
    countries: () => countriesPhones(),
    // ── Cart, wishlist, compare list, vouchers (§8.16, §8.17, §8.19, §8.20) ──
    cart: () => request('GET', 'cart/by-user', CartLinesSchema, { hybrid: true }),
    cartSummary: (voucher?: string | null) =>
      request('GET', 'cart/summary', CartSummarySchema, {
        query: { voucher: voucher ?? undefined },
        hybrid: true,
      }),
    addToCart: (body: { product_id: number; inventory_id?: number; quantity: number }) =>
      post('cart/action', z.unknown(), body, true),
    buyNow: (body: { product_id: number; inventory_id?: number; quantity: number }) =>
      post('cart/buy-now', z.unknown(), body, true),
    setQuantity: (id: number, quantity: number) =>
      post('cart/quantity', z.unknown(), { id, quantity }, true),
    changeSelection: (checked: number[], unchecked: number[]) =>
      post('cart/change', z.unknown(), { checked, unchecked, isBundle: false }, true),
    deleteLine: (id: number) =>
      request('DELETE', `cart/delete/${id}`, z.unknown(), { hybrid: true }),
    wishlist: (page = 1) =>
      request('GET', 'user/wishlist/all', ListPageSchema, {
        query: { order_by: 'created_at', type: 'desc', page },
      }),
    wishlistIds: () => request('GET', 'user/wishlist/ids', WishlistIdsSchema),
    toggleWishlist: (productId: number) =>
      post('user/wishlist/action', z.unknown(), { product_id: productId }),
    compared: () =>
      request('GET', 'user/compare-list/all', ListPageSchema, {
        query: { order_by: 'created_at', type: 'desc' },
      }),
    toggleCompare: (productId: number) =>
      post('user/compare-list/action', z.unknown(), { product_id: productId }),
    vouchers: (opts: { page?: number; collected?: boolean } = {}) =>
      request('GET', 'user/user-vouchers', VoucherPageSchema, {
        query: {
          order_by: 'end_time',
          type: 'asc',
          page: opts.page ?? 1,
          collected: opts.collected ? '1' : undefined,
        },
      }),
    collectVoucher: (voucherId: number) =>
      post('user/voucher/collect', z.unknown(), { voucher_id: voucherId }),
    voucherValidity: (code: string) =>
      post('voucher/validity', VoucherValidityDataSchema, { voucher: code, price: 0 }, true),
    /** Any GET endpoint; `hybrid` adds the guest `user_token` (cart, profile, orders… API-REFERENCE §4.3). */
    get: <S extends z.ZodType>(
      path: string,
      schema: S,
      query?: Query,
      opts: { hybrid?: boolean } = {},
    ) => request('GET', path, schema, { query, hybrid: opts.hybrid }),
    async common(): Promise<ShopApiResult<CommonData>> {
      const key = `${base}|${language}`;
      const hit = commonCache.get(key);
      if (hit && Date.now() - hit.at < COMMON_TTL_MS) return { ok: true, data: hit.value };
      const r = await request('GET', 'common', CommonDataSchema, { header: 'lang' });
      if (r.ok) commonCache.set(key, { at: Date.now(), value: r.data });
      return r;
    },
    async localization(): Promise<ShopApiResult<LocalizationData>> {
      const key = `${base}|l10n|${language}`;
      const hit = localizationCache.get(key);
      if (hit && Date.now() - hit.at < COMMON_TTL_MS) return { ok: true, data: hit.value };
      const r = await request('GET', 'localization', LocalizationDataSchema, {
        query: { locale_code: language },
      });
      if (r.ok) localizationCache.set(key, { at: Date.now(), value: r.data });
      return r;
    },
    home: () => request('GET', 'home', HomeDataSchema),
    subscribe: (email: string) =>
      request('POST', 'email-subscription', SubscribeDataSchema, { body: { email } }),
    contact: (body: ContactBody) => request('POST', 'contact', ContactDataSchema, { body }),
    products: (query: Query) => request('GET', 'products', ProductsDataSchema, { query }),
    all: (query: Query) => request('GET', 'all', AllDataSchema, { query }),
    async product(
      id: string | number,
    ): Promise<ShopApiResult<z.output<typeof ProductDetailSchema>>> {
      const raw = await request('GET', `product/${encodeURIComponent(String(id))}`, z.unknown());
      if (!raw.ok) return raw;
      // A payload without a numeric id is "not found" (API-REFERENCE §8.8: iShop wraps errors oddly).
      if (!looksLikeProduct(raw.data)) {
        return {
          ok: false,
          error: {
            kind: 'not-found',
            status: 404,
            message: Messages.notFoundPage,
            messages: [Messages.notFoundPage],
          },
        };
      }
      const parsed = ProductDetailSchema.safeParse(raw.data);
      return parsed.success
        ? { ok: true, data: parsed.data, token: raw.token }
        : contractMismatch(`product/${id}`, parsed.error.issues);
    },
  };
}
export type ShopApi = ReturnType<typeof createShopApi>;

/** Clears the `common` cache (tests). */
export function resetShopApiCache() {
  commonCache.clear();
  localizationCache.clear();
  countriesCache.clear();
}

/**
 * For loaders: the data, or a thrown Response the error boundary renders (spec §8): business error → 400
 * with the first form message; not found → 404; API down → 503 'API is down.'; anything else → 500.
 */
export function unwrapOrThrow<T>(result: ShopApiResult<T>): T {
  if (result.ok) return result.data;
  const e = result.error;
  const status =
    e.kind === 'business'
      ? 400
      : e.kind === 'not-found'
        ? 404
        : e.kind === 'down'
          ? 503
          : e.kind === 'forbidden'
            ? 403
            : e.kind === 'rate-limited'
              ? 429
              : e.kind === 'unauthenticated'
                ? 401
                : 500;
  const message =
    e.kind === 'not-found'
      ? Messages.notFoundPage
      : e.kind === 'server'
        ? Messages.somethingWrong
        : e.message;
  throw dataResponse({ message }, { status });
}
