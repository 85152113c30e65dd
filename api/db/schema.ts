// Kysely types of the whole domain; kept in step with migrations/0001-initial.ts (a test checks every
// table and column exists). Money columns are integer minor units; timestamps ISO-8601 UTC text.
import type { Generated } from 'kysely';

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: string;
}

export interface LanguagesTable {
  id: Generated<number>;
  code: string;
  name: string;
  direction: Generated<string>;
  is_default: Generated<number>;
  predefined: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
}

export interface TranslationsTable {
  id: Generated<number>;
  table_name: string;
  row_id: number;
  lang: string;
  field: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  password_hash: string | null;
  phone: string | null;
  avatar: string | null;
  verified: Generated<number>;
  google_id: string | null;
  facebook_id: string | null;
  default_address_id: number | null;
  user_type: Generated<string>;
  role: Generated<string>;
  status: Generated<number>;
  language: string | null;
  /** A new address waiting for its e-mailed code (issue 13 item 7). */
  pending_email: Generated<string | null>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  banner_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  parent_id: number | null;
  featured: Generated<number>;
  in_footer: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  /** The window on the home page (migration 0030): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BrandsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  banner_image: string | null;
  status: Generated<number>;
  featured: Generated<number>;
  /** The featured brands' order on the home page (migration 0030). */
  sort: Generated<number>;
  /** The window on the home page (migration 0030): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface CollectionsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  status: Generated<number>;
  sort: Generated<number>;
  /** The window on the home page (migration 0030): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface StoresTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  slug: string;
  image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  whatsapp_btn: Generated<number>;
  whatsapp_number: string | null;
  whatsapp_default_msg: string | null;
  status: Generated<number>;
  /** The public profile (migration 0019); other languages of the texts are translations. */
  banner_image: Generated<string | null>;
  description: Generated<string | null>;
  contact_email: Generated<string | null>;
  contact_phone: Generated<string | null>;
  shipping_policy: Generated<string | null>;
  return_policy: Generated<string | null>;
  /** Set by staff with the reason when they suspend the store (its status is private meanwhile). */
  suspended_at: Generated<string | null>;
  suspended_reason: Generated<string | null>;
  /** The store's own commission in basis points; null: the shop's default. */
  commission_bp: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface ShippingRulesTable {
  id: Generated<number>;
  title: string;
  single_price: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShippingPlacesTable {
  id: Generated<number>;
  shipping_rule_id: number;
  country: string;
  state: string | null;
  price: Generated<number>;
  pickup_price: Generated<number>;
  pickup_point: Generated<number>;
  day_needed: Generated<number>;
  pickup_phone: string | null;
  pickup_address_line_1: string | null;
  pickup_address_line_2: string | null;
  pickup_city: string | null;
  pickup_state: string | null;
  pickup_zip: string | null;
  pickup_country: string | null;
}

export interface TaxRulesTable {
  id: Generated<number>;
  title: string;
  type: Generated<number>;
  price: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A tax rule's rate in a country or one of its states (state null: every state; migration 0028). */
export interface TaxRulePlacesTable {
  id: Generated<number>;
  tax_rule_id: number;
  country: string;
  state: string | null;
  price: number;
  created_at: string;
  updated_at: string;
}

export interface BundleDealsTable {
  id: Generated<number>;
  title: string;
  buy: number;
  free: number;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  badge: string | null;
  image: string | null;
  banner_image: string | null;
  selling: number;
  offered: Generated<number>;
  description: string | null;
  overview: string | null;
  specifications: string | null;
  unit: string | null;
  weight: string | null;
  dimention: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  tags: string | null;
  sku: string | null;
  barcode: string | null;
  warranty: number | null;
  refundable: number | null;
  video: string | null;
  video_thumb: string | null;
  status: Generated<number>;
  brand_id: number | null;
  store_id: number | null;
  category_id: number | null;
  shipping_rule_id: number | null;
  tax_rule_id: number | null;
  bundle_deal_id: number | null;
  rating: Generated<number>;
  review_count: Generated<number>;
  stock: Generated<number>;
  featured: Generated<number>;
  /** Set when an ordered product is deleted (migration 0018): it leaves the shop, its orders keep it. */
  archived_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  product_id: number;
  category_id: number;
}

export interface ProductCollectionsTable {
  id: Generated<number>;
  collection_id: number;
  product_id: number;
  sort: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  title: string;
}

export interface AttributesTable {
  id: Generated<number>;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface AttributeValuesTable {
  id: Generated<number>;
  attribute_id: number;
  title: string;
}

export interface InventoriesTable {
  id: Generated<number>;
  product_id: number;
  quantity: Generated<number>;
  price: Generated<number>;
  sku: string | null;
  /** Its product's store (migration 0018): a SKU is unique per store. */
  store_id: Generated<number | null>;
}

/** Every change of a variant's stock (migration 0018): who, when, why. */
export interface StockHistoryTable {
  id: Generated<number>;
  inventory_id: number;
  product_id: number;
  store_id: number | null;
  change: number;
  quantity: number;
  reason: 'order' | 'cancellation' | 'edit' | 'import' | 'created';
  order_id: number | null;
  note: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}

export interface InventoryAttributesTable {
  id: Generated<number>;
  inventory_id: number;
  attribute_value_id: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  image: string;
  sort: Generated<number>;
  /** The alt text in English (migration 0018); other languages in translations. */
  alt: Generated<string | null>;
}

export interface ProductImageAttributesTable {
  id: Generated<number>;
  product_image_id: number;
  attribute_value_id: number;
}

export interface FlashSalesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  start_time: string;
  end_time: string;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface FlashSaleProductsTable {
  id: Generated<number>;
  flash_sale_id: number;
  product_id: number;
  price: number;
  /** Units at the flash price in all (migration 0029); null: no cap. */
  quantity: number | null;
  /** Units orders have taken at the flash price (given back when one is cancelled). */
  sold: Generated<number>;
}

export interface VouchersTable {
  id: Generated<number>;
  title: string;
  code: string;
  type: number;
  price: number;
  capped_price: number | null;
  min_spend: Generated<number>;
  usage_limit: Generated<number>;
  limit_per_customer: Generated<number>;
  status: Generated<number>;
  /** The store whose lines alone it discounts (migration 0023); null: shop-wide. */
  store_id: Generated<number | null>;
  start_time: string;
  end_time: string;
  created_at: string;
  updated_at: string;
}

export interface HomeSlidersTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  type: Generated<number>;
  source_type: Generated<number>;
  tags: string | null;
  url: string | null;
  status: Generated<number>;
  sort: Generated<number>;
  /** The schedule (migration 0024): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SiteFeaturesTable {
  id: Generated<number>;
  image: string | null;
  detail: string;
  status: Generated<number>;
  sort: Generated<number>;
  /** The schedule (migration 0024): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  type: number;
  source_type: Generated<number>;
  tags: string | null;
  url: string | null;
  status: Generated<number>;
  closable: Generated<number>;
  /** Order within the type (migration 0024). */
  sort: Generated<number>;
  /** The schedule (migration 0024): 'YYYY-MM-DD HH:MM:SS' UTC; null is no bound. */
  starts_at: Generated<string | null>;
  ends_at: Generated<string | null>;
  /** Top and popup banners: the page kinds they may appear on, a comma list; null is every one. */
  pages: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SourceLinksTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  target_type: string;
  target_id: number;
}

export interface HeaderLinksTable {
  id: Generated<number>;
  type: number;
  title: string;
  url: string;
  sort: Generated<number>;
  /** Public or hidden (migration 0027). */
  status: Generated<number>;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  meta_title: string | null;
  meta_description: string | null;
  page_from_component: Generated<number>;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface FooterLinksTable {
  id: Generated<number>;
  type: number;
  page_id: number;
  sort: Generated<number>;
  /** Public or hidden (migration 0027). */
  status: Generated<number>;
}

export interface FooterImagesTable {
  id: Generated<number>;
  type: number;
  title: string;
  image: string | null;
  link: string | null;
  status: Generated<number>;
  sort: Generated<number>;
}

export interface CustomScriptsTable {
  id: Generated<number>;
  route_pattern: Generated<string>;
  header_script: Generated<number>;
  header_script_code: string | null;
  body_script: Generated<number>;
  body_script_code: string | null;
  status: Generated<number>;
}

export interface GuestUsersTable {
  id: Generated<number>;
  user_token: string;
  name: string | null;
  email: string | null;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  last_used_at: string | null;
  created_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number | null;
  user_token: string | null;
  label: string | null;
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string | null;
  city: string;
  zip: string;
  address_1: string;
  address_2: string | null;
  delivery_instruction: string | null;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  user_token: string | null;
  product_id: number;
  inventory_id: number;
  quantity: number;
  selected: Generated<number>;
  shipping_place_id: number | null;
  shipping_type: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface CompareListsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface StoreFollowsTable {
  id: Generated<number>;
  user_id: number;
  store_id: number;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_code: string;
  user_id: number | null;
  user_token: string | null;
  status: Generated<number>;
  cancelled: Generated<number>;
  payment_done: Generated<number>;
  order_method: number;
  subtotal: Generated<number>;
  shipping_price: Generated<number>;
  tax: Generated<number>;
  bundle_offer: Generated<number>;
  voucher_price: Generated<number>;
  total_amount: Generated<number>;
  currency: Generated<string>;
  payment_token: string | null;
  trans_id: string | null;
  voucher_id: number | null;
  user_address_id: number | null;
  address_snapshot: string | null;
  idempotency_key: string | null;
  cart_signature: string | null;
  language: string | null;
  confirmation_sent_at: string | null;
  /** 1: paid through a local payment sandbox (migration 0017): a test, never money. */
  test_payment: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrderedProductsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  inventory_id: number | null;
  store_id: number | null;
  title: string;
  quantity: number;
  shipping_place_id: number | null;
  shipping_type: Generated<number>;
  selling: number;
  tax_price: Generated<number>;
  shipping_price: Generated<number>;
  bundle_offer: Generated<number>;
  attributes: string | null;
  image: string | null;
  /** The flash sale's row whose price the line was sold at (migration 0029); null: not a flash price. */
  flash_sale_product_id: number | null;
  created_at: string;
}

/** One store's part of an order (migration 0019): moved along the tracker by its seller. */
export interface OrderPartsTable {
  id: Generated<number>;
  order_id: number;
  store_id: number | null;
  status: Generated<number>;
  cancelled: Generated<number>;
  cancel_reason: Generated<string | null>;
  carrier: Generated<string | null>;
  tracking_number: Generated<string | null>;
  refund_due: Generated<number>;
  delivered_at: Generated<string | null>;
  refunded_at: Generated<string | null>;
  refunded_amount: Generated<number>;
  refund_note: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A store's append-only ledger (migration 0019): gross = commission + amount, all signed minor units. */
export interface StoreLedgerTable {
  id: Generated<number>;
  store_id: number;
  /** sale, refund, cancellation, withdrawal, withdrawal_reversed, adjustment */
  kind: string;
  /** What the row books, unique in its store: the same event is never booked twice. */
  source: string;
  order_id: Generated<number | null>;
  part_id: Generated<number | null>;
  ordered_product_id: Generated<number | null>;
  withdrawal_id: Generated<number | null>;
  gross: Generated<number>;
  commission: Generated<number>;
  amount: number;
  currency: string;
  note: Generated<string | null>;
  available_at: string;
  created_by: Generated<number | null>;
  created_at: string;
}

export interface WithdrawalAccountsTable {
  id: Generated<number>;
  store_id: number;
  holder_name: string;
  bank_name: string;
  iban: string;
  bic: Generated<string | null>;
  country: string;
  deleted_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalRequestsTable {
  id: Generated<number>;
  store_id: number;
  account_id: number;
  amount: number;
  currency: string;
  /** requested, approved, rejected, paid */
  status: Generated<string>;
  reason: Generated<string | null>;
  reference: Generated<string | null>;
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  paid_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface VoucherUsagesTable {
  id: Generated<number>;
  voucher_id: number;
  order_id: number | null;
  user_id: number | null;
  user_token: string | null;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: number;
  provider_ref: string | null;
  amount: number;
  status: string;
  payload: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider payment refunded through the provider (migration 0016): claimed first, then refunded. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  payment_id: string;
  amount: number;
  currency: string;
  /** claimed (the provider is being asked) or refunded. */
  status: string;
  refund_id: string | null;
  admin_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_id: number | null;
  /** paid, duplicate-paid, refund_due, unverified, pending, cancelled, unknown-order */
  outcome: string;
  amount: number | null;
  detail: string | null;
  created_at: string;
}

export interface PaymentSandboxTable {
  provider: string;
  object_id: string;
  data: string;
  updated_at: string;
}

export interface AdminAuditTable {
  id: Generated<number>;
  admin_id: number;
  admin_name: string;
  action: string;
  order_id: number | null;
  /** Beyond orders (migration 0015): `seller`, `contact` or `newsletter`, and the row's id. */
  subject: Generated<string | null>;
  subject_id: Generated<number | null>;
  before: string;
  after: string;
  created_at: string;
}

export interface CancellationsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  user_token: string | null;
  title: string;
  message: string;
  refunded: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface RatingReviewsTable {
  id: Generated<number>;
  product_id: number;
  order_id: number | null;
  user_id: number | null;
  user_token: string | null;
  rating: number;
  review: string | null;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ReviewImagesTable {
  id: Generated<number>;
  rating_review_id: number;
  image: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  language: string | null;
  /** The random token of this subscriber's unsubscribe link (migration 0026); null until first needed. */
  unsubscribe_token: Generated<string | null>;
  created_at: string;
}

/** A newsletter staff sent (migration 0026): `send_key` is the form's one-time key (unique). */
export interface NewslettersTable {
  id: Generated<number>;
  send_key: string;
  subject: string;
  body: string;
  recipients: Generated<number>;
  admin_id: number;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When an admin marked it handled, and who (issue 17). */
  handled_at: Generated<string | null>;
  handled_by: Generated<string | null>;
  created_at: string;
}

export interface SellerApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  store_name: string;
  password_hash: string;
  verified: Generated<number>;
  status: Generated<string>;
  user_id: number | null;
  store_id: number | null;
  /** The store's slug, reserved while the application is alive (unique; null once rejected). */
  store_slug: Generated<string | null>;
  language: Generated<string | null>;
  /** Why it was rejected (e-mailed to the applicant). */
  reason: Generated<string | null>;
  decided_at: Generated<string | null>;
  decided_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** One-time admin sign-in links printed by `admin:create` (issue 17): hashed, short-lived, single use. */
export interface AdminSignInLinksTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  /** Extra headers as JSON (migration 0026), e.g. a newsletter's List-Unsubscribe. */
  headers: Generated<string | null>;
  created_at: string;
}

export interface JobRunsTable {
  name: string;
  last_run_at: string;
  last_ok_at: string | null;
  failures: Generated<number>;
  last_error: string | null;
}

export interface OAuthStatesTable {
  id: Generated<number>;
  state_hash: string;
  provider: string;
  code_verifier: string;
  language: string | null;
  /** SHA-256 of the storefront's browser nonce (issue 13): the code is exchanged only with that nonce. */
  binding_hash: string | null;
  expires_at: string;
  created_at: string;
}

/** One-time codes that end a social sign-in (issue 13): single use, short-lived, bound to a browser. */
export interface SocialCodesTable {
  id: Generated<number>;
  code_hash: string;
  binding_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

export interface VoucherCollectionsTable {
  id: Generated<number>;
  user_id: number;
  voucher_id: number;
  created_at: string;
}

export interface Database {
  stock_history: StockHistoryTable;
  oauth_states: OAuthStatesTable;
  social_codes: SocialCodesTable;
  voucher_collections: VoucherCollectionsTable;
  settings: SettingsTable;
  languages: LanguagesTable;
  translations: TranslationsTable;
  users: UsersTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  collections: CollectionsTable;
  stores: StoresTable;
  shipping_rules: ShippingRulesTable;
  shipping_places: ShippingPlacesTable;
  tax_rules: TaxRulesTable;
  tax_rule_places: TaxRulePlacesTable;
  bundle_deals: BundleDealsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_collections: ProductCollectionsTable;
  tags: TagsTable;
  attributes: AttributesTable;
  attribute_values: AttributeValuesTable;
  inventories: InventoriesTable;
  inventory_attributes: InventoryAttributesTable;
  product_images: ProductImagesTable;
  product_image_attributes: ProductImageAttributesTable;
  flash_sales: FlashSalesTable;
  flash_sale_products: FlashSaleProductsTable;
  vouchers: VouchersTable;
  home_sliders: HomeSlidersTable;
  site_features: SiteFeaturesTable;
  banners: BannersTable;
  source_links: SourceLinksTable;
  header_links: HeaderLinksTable;
  pages: PagesTable;
  footer_links: FooterLinksTable;
  footer_images: FooterImagesTable;
  custom_scripts: CustomScriptsTable;
  guest_users: GuestUsersTable;
  auth_tokens: AuthTokensTable;
  verification_codes: VerificationCodesTable;
  addresses: AddressesTable;
  carts: CartsTable;
  wishlists: WishlistsTable;
  compare_lists: CompareListsTable;
  store_follows: StoreFollowsTable;
  orders: OrdersTable;
  ordered_products: OrderedProductsTable;
  order_parts: OrderPartsTable;
  store_ledger: StoreLedgerTable;
  withdrawal_accounts: WithdrawalAccountsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  voucher_usages: VoucherUsagesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  payment_sandbox: PaymentSandboxTable;
  cancellations: CancellationsTable;
  admin_audit: AdminAuditTable;
  rating_reviews: RatingReviewsTable;
  review_images: ReviewImagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletters: NewslettersTable;
  contact_messages: ContactMessagesTable;
  seller_applications: SellerApplicationsTable;
  admin_sign_in_links: AdminSignInLinksTable;
  outbox: OutboxTable;
  job_runs: JobRunsTable;
}
