// The registry of api/v1 endpoints served in this release: drives /api/v1/openapi.json and the contract tests.
import { z } from '../zod.ts';
import { CommonDataSchema } from './common.ts';
import { HomeDataSchema } from './home.ts';
import {
  AllDataSchema,
  AllQuerySchema,
  ProductsDataSchema,
  ProductsQuerySchema,
} from './listing.ts';
import { BrandsDataSchema, CategoriesDataSchema, PageOnlyQuerySchema } from './catalog-lists.ts';
import {
  FlashSaleProductsDataSchema,
  FlashSaleQuerySchema,
  FlashSalesDataSchema,
} from './flash-sale.ts';
import { SearchDataSchema, SearchQuerySchema } from './search.ts';
import { ProductDetailSchema, ProductParamsSchema } from './product.ts';
import { PageDataSchema, SlugParamsSchema } from './page.ts';
import { StoreDataSchema, StoreQuerySchema } from './store.ts';
import { ReviewsDataSchema, ReviewsQuerySchema } from './reviews.ts';
import { SuggestedDataSchema, SuggestedQuerySchema } from './suggested-products.ts';
import {
  SitemapChunkDataSchema,
  SitemapDataSchema,
  SitemapParamsSchema,
  SitemapQuerySchema,
} from './sitemap.ts';
import { CountriesPhonesDataSchema } from './countries-phones.ts';
import { LocalizationDataSchema, LocalizationQuerySchema } from './localization.ts';
import { PaymentGatewayDataSchema } from './payment-gateway.ts';
import { SubscribeBodySchema, SubscribeDataSchema } from './newsletter.ts';
import { ContactBodySchema, ContactDataSchema } from './contact.ts';
import {
  AddressBodySchema,
  AddressListQuerySchema,
  AddressPageSchema,
  AddressSchema,
  EmailDataSchema,
  FollowBodySchema,
  FollowingPageSchema,
  ForgotBodySchema,
  ListQuerySchema,
  ProfileDataSchema,
  ProfileQuerySchema,
  SigninBodySchema,
  SigninDataSchema,
  SignupBodySchema,
  SignupDataSchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
  UpdateProfileDataSchema,
  UpdateUserPasswordBodySchema,
  UserSchema,
  VerifyBodySchema,
  VerifyDataSchema,
} from './account.ts';
import {
  CartActionBodySchema,
  CartChangeBodySchema,
  CartLinesSchema,
  CartQuantityBodySchema,
  CartSummaryQuerySchema,
  CartSummarySchema,
  ListPageSchema,
  ProductIdBodySchema,
  VoucherCollectBodySchema,
  VoucherListQuerySchema,
  VoucherPageSchema,
  VoucherValidityBodySchema,
  VoucherValidityDataSchema,
  WishlistIdsSchema,
} from './cart.ts';

export type Endpoint = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to api/v1/, with {param} placeholders. */
  path: string;
  summary: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** Headers the endpoint reads. */
  headers?: ('lang' | 'language')[];
};

const IdParams = z.object({ id: z.string().regex(/^\d+$/) });

export const endpoints = {
  common: {
    method: 'GET',
    path: 'common',
    summary: 'Site furniture and settings',
    data: CommonDataSchema,
    headers: ['lang'],
  },
  home: {
    method: 'GET',
    path: 'home',
    summary: 'Home page sections',
    data: HomeDataSchema,
    headers: ['language'],
  },
  all: {
    method: 'GET',
    path: 'all',
    summary: 'Category, brand and collection listings',
    query: AllQuerySchema,
    data: AllDataSchema,
    headers: ['language'],
  },
  products: {
    method: 'GET',
    path: 'products',
    summary: 'Search results, slider/banner targets, home feed',
    query: ProductsQuerySchema,
    data: ProductsDataSchema,
    headers: ['language'],
  },
  categories: {
    method: 'GET',
    path: 'categories',
    summary: 'Category list',
    query: PageOnlyQuerySchema,
    data: CategoriesDataSchema,
    headers: ['language'],
  },
  brands: {
    method: 'GET',
    path: 'brands',
    summary: 'Brand list',
    query: PageOnlyQuerySchema,
    data: BrandsDataSchema,
    headers: ['language'],
  },
  flashSales: {
    method: 'GET',
    path: 'flash-sale',
    summary: 'Active flash sales',
    data: FlashSalesDataSchema,
    headers: ['language'],
  },
  flashSale: {
    method: 'GET',
    path: 'flash-sale/{id}',
    summary: 'Products of one flash sale',
    params: IdParams,
    query: FlashSaleQuerySchema,
    data: FlashSaleProductsDataSchema,
    headers: ['language'],
  },
  search: {
    method: 'GET',
    path: 'search',
    summary: 'Search suggestions',
    query: SearchQuerySchema,
    data: SearchDataSchema,
    headers: ['language'],
  },
  product: {
    method: 'GET',
    path: 'product/{id}',
    summary: 'Product detail',
    params: ProductParamsSchema,
    data: ProductDetailSchema,
    headers: ['language'],
  },
  page: {
    method: 'GET',
    path: 'page/{slug}',
    summary: 'Static page',
    params: SlugParamsSchema,
    data: PageDataSchema,
    headers: ['language'],
  },
  store: {
    method: 'GET',
    path: 'store',
    summary: 'Store page',
    query: StoreQuerySchema,
    data: StoreDataSchema,
    headers: ['language'],
  },
  reviews: {
    method: 'GET',
    path: 'reviews/{id}',
    summary: 'Product reviews',
    params: IdParams,
    query: ReviewsQuerySchema,
    data: ReviewsDataSchema,
  },
  suggestedProducts: {
    method: 'GET',
    path: 'suggested-products/{id}',
    summary: 'Suggested products',
    params: IdParams,
    query: SuggestedQuerySchema,
    data: SuggestedDataSchema,
    headers: ['language'],
  },
  sitemap: {
    method: 'GET',
    path: 'sitemap',
    summary: '(proposed) Sitemap: public records per kind and the chunk size',
    data: SitemapDataSchema,
  },
  sitemapChunk: {
    method: 'GET',
    path: 'sitemap/{kind}',
    summary: '(proposed) Sitemap: one chunk of public records of a kind, by id',
    params: SitemapParamsSchema,
    query: SitemapQuerySchema,
    data: SitemapChunkDataSchema,
  },
  countriesPhones: {
    method: 'GET',
    path: 'countries-phones',
    summary: 'Countries, states and dial codes',
    data: CountriesPhonesDataSchema,
  },
  localization: {
    method: 'GET',
    path: 'localization',
    summary: 'UI string overrides',
    query: LocalizationQuerySchema,
    data: LocalizationDataSchema,
  },
  paymentGateway: {
    method: 'GET',
    path: 'payment-gateway',
    summary: 'Enabled payment methods and public keys',
    data: PaymentGatewayDataSchema,
  },
  emailSubscription: {
    method: 'POST',
    path: 'email-subscription',
    summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
    body: SubscribeBodySchema,
    data: SubscribeDataSchema,
  },
  contact: {
    method: 'POST',
    path: 'contact',
    summary: 'Send a message to the shop',
    body: ContactBodySchema,
    data: ContactDataSchema,
  },
  signup: {
    method: 'POST',
    path: 'user/signup',
    summary: 'Register; a 6-digit code is e-mailed',
    body: SignupBodySchema,
    data: SignupDataSchema,
    headers: ['language'],
  },
  verify: {
    method: 'POST',
    path: 'user/verify',
    summary: 'Verify the e-mailed code; signs the user in (token in data, ours)',
    body: VerifyBodySchema,
    data: VerifyDataSchema,
  },
  signin: {
    method: 'POST',
    path: 'user/signin',
    summary: 'Sign in with e-mail and password; user_token merges the guest cart',
    body: SigninBodySchema,
    data: SigninDataSchema,
  },
  logout: {
    method: 'GET',
    path: 'user/logout',
    summary: 'End this token (POST also accepted)',
    data: z.null(),
  },
  forgotPassword: {
    method: 'POST',
    path: 'user/forgot-password',
    summary: 'E-mail a password reset code (same answer for unknown addresses)',
    body: ForgotBodySchema,
    data: EmailDataSchema,
    headers: ['language'],
  },
  updatePassword: {
    method: 'POST',
    path: 'user/update-password',
    summary: 'Set a new password with the e-mailed code',
    body: UpdatePasswordBodySchema,
    data: EmailDataSchema,
  },
  profile: {
    method: 'GET',
    path: 'user/profile',
    summary: 'The signed-in user, or the guest (user_token) with its cart count',
    query: ProfileQuerySchema,
    data: ProfileDataSchema,
  },
  updateProfile: {
    method: 'POST',
    path: 'user/update-profile',
    summary: 'Update name, e-mail and phone',
    body: UpdateProfileBodySchema,
    data: UpdateProfileDataSchema,
  },
  updateUserPassword: {
    method: 'POST',
    path: 'user/update-user-password',
    summary: 'Change the password (current + new)',
    body: UpdateUserPasswordBodySchema,
    data: z.null(),
  },
  deleteUser: {
    method: 'DELETE',
    path: 'user/delete',
    summary: 'Delete the account (POST also accepted); orders are kept without personal data',
    data: z.object({ id: z.number(), email: z.string() }),
  },
  avatar: {
    method: 'POST',
    path: 'user/{id}/avatar',
    summary: 'Upload an avatar (multipart `avatar`, JPEG or PNG, at most 1000 KB)',
    params: IdParams,
    data: UserSchema,
  },
  addressAll: {
    method: 'GET',
    path: 'user/address/all',
    summary: 'The caller’s addresses (token or user_token), 25 per page',
    query: AddressListQuerySchema,
    data: AddressPageSchema,
  },
  addressFind: {
    method: 'GET',
    path: 'user/address/find/{id}',
    summary: 'One of the caller’s addresses',
    params: IdParams,
    data: AddressSchema,
  },
  addressAction: {
    method: 'POST',
    path: 'user/address/action',
    summary: 'Create an address, or update one of the caller’s (id)',
    body: AddressBodySchema,
    data: AddressSchema,
  },
  addressDelete: {
    method: 'DELETE',
    path: 'user/address/delete/{id}',
    summary: 'Delete one of the caller’s addresses',
    params: IdParams,
    data: AddressSchema,
  },
  follow: {
    method: 'POST',
    path: 'user/store/follow',
    summary: 'Follow or unfollow a store (toggle)',
    body: FollowBodySchema,
    data: z.literal(true),
  },
  followingList: {
    method: 'GET',
    path: 'user/store/following-list',
    summary: 'Followed stores, 14 per page',
    query: ListQuerySchema,
    data: FollowingPageSchema,
  },
  cartByUser: {
    method: 'GET',
    path: 'cart/by-user',
    summary: 'The caller’s cart lines (token or user_token)',
    data: CartLinesSchema,
    headers: ['language'],
  },
  cartSummary: {
    method: 'GET',
    path: 'cart/summary',
    summary: '(proposed) Totals of the selected lines: items, bundle deals, tax, shipping, voucher',
    query: CartSummaryQuerySchema,
    data: CartSummarySchema,
  },
  cartAction: {
    method: 'POST',
    path: 'cart/action',
    summary: 'Add a variant to the cart (an existing line grows)',
    body: CartActionBodySchema,
    data: z.unknown(),
  },
  cartBuyNow: {
    method: 'POST',
    path: 'cart/buy-now',
    summary: 'Set a line’s quantity and select only it',
    body: CartActionBodySchema,
    data: z.unknown(),
  },
  cartQuantity: {
    method: 'POST',
    path: 'cart/quantity',
    summary: '(proposed) Set the quantity of one of the caller’s lines',
    body: CartQuantityBodySchema,
    data: CartLinesSchema,
  },
  cartChange: {
    method: 'POST',
    path: 'cart/change',
    summary: 'Select (checked) and unselect (unchecked) lines',
    body: CartChangeBodySchema,
    data: z.boolean(),
  },
  cartDelete: {
    method: 'DELETE',
    path: 'cart/delete/{id}',
    summary: 'Delete one of the caller’s lines',
    params: IdParams,
    data: z.unknown(),
  },
  wishlistAll: {
    method: 'GET',
    path: 'user/wishlist/all',
    summary: 'The wishlist, 14 per page',
    query: ListQuerySchema,
    data: ListPageSchema,
  },
  wishlistAction: {
    method: 'POST',
    path: 'user/wishlist/action',
    summary: 'Add or remove a product (toggle)',
    body: ProductIdBodySchema,
    data: z.unknown(),
  },
  wishlistIds: {
    method: 'GET',
    path: 'user/wishlist/ids',
    summary: '(proposed) Product ids in the wishlist',
    data: WishlistIdsSchema,
  },
  compareAll: {
    method: 'GET',
    path: 'user/compare-list/all',
    summary: 'The compare list with brand, stock and attributes',
    query: ListQuerySchema,
    data: ListPageSchema,
  },
  compareAction: {
    method: 'POST',
    path: 'user/compare-list/action',
    summary: 'Add or remove a product (toggle; at most 4)',
    body: ProductIdBodySchema,
    data: z.unknown(),
  },
  vouchers: {
    method: 'GET',
    path: 'user/user-vouchers',
    summary: 'Running public vouchers (collected=1: the caller’s collected ones)',
    query: VoucherListQuerySchema,
    data: VoucherPageSchema,
  },
  voucherCollect: {
    method: 'POST',
    path: 'user/voucher/collect',
    summary: '(proposed) Keep a voucher in the account',
    body: VoucherCollectBodySchema,
    data: z.unknown(),
  },
  voucherValidity: {
    method: 'POST',
    path: 'voucher/validity',
    summary: 'Check a voucher against the selected cart lines',
    body: VoucherValidityBodySchema,
    data: VoucherValidityDataSchema,
  },
} satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof endpoints;
