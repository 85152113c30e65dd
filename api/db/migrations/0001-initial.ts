// The whole domain in one migration (issue 2): later issues add endpoints, not schema churn.
// Portable choices: ids are autoincrement integers (serial on PostgreSQL), money is integer minor units,
// timestamps are ISO-8601 UTC text (identical on both dialects, sortable), flags are integers (§9 codes).
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { createIndex, tableWithId } from '../migration-steps.ts';

type Col = [
  name: string,
  type: string,
  opts?: {
    notNull?: boolean;
    default?: unknown;
    unique?: boolean;
    ref?: string;
    onDelete?: 'cascade' | 'set null';
  },
];

const T = (name: string, cols: Col[], extra: { unique?: string[][]; index?: string[][] } = {}) => ({
  name,
  cols,
  ...extra,
});

const ts: Col[] = [
  ['created_at', 'text', { notNull: true }],
  ['updated_at', 'text', { notNull: true }],
];

export const TABLES = [
  T('settings', [
    ['key', 'text', { notNull: true, unique: true }],
    ['value', 'text', { notNull: true }],
  ]),
  T('languages', [
    ['code', 'text', { notNull: true, unique: true }],
    ['name', 'text', { notNull: true }],
    ['direction', 'text', { notNull: true, default: 'ltr' }],
    ['is_default', 'integer', { notNull: true, default: 0 }],
    ['predefined', 'integer', { notNull: true, default: 1 }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['sort', 'integer', { notNull: true, default: 0 }],
  ]),
  T(
    'translations',
    [
      ['table_name', 'text', { notNull: true }],
      ['row_id', 'integer', { notNull: true }],
      ['lang', 'text', { notNull: true }],
      ['field', 'text', { notNull: true }],
      ['value', 'text', { notNull: true }],
    ],
    {
      unique: [['table_name', 'row_id', 'lang', 'field']],
      index: [['table_name', 'lang', 'row_id']],
    },
  ),
  T('users', [
    ['name', 'text', { notNull: true }],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['email', 'text', { notNull: true, unique: true }],
    ['password_hash', 'text'],
    ['phone', 'text'],
    ['avatar', 'text'],
    ['verified', 'integer', { notNull: true, default: 0 }],
    ['google_id', 'text'],
    ['facebook_id', 'text'],
    ['default_address_id', 'integer'],
    ['user_type', 'text', { notNull: true, default: 'personal' }],
    ['role', 'text', { notNull: true, default: 'customer' }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['language', 'text'],
    ['deleted_at', 'text'],
    ...ts,
  ]),
  T(
    'categories',
    [
      ['title', 'text', { notNull: true }],
      ['slug', 'text', { notNull: true, unique: true }],
      ['image', 'text'],
      ['banner_image', 'text'],
      ['meta_title', 'text'],
      ['meta_description', 'text'],
      ['meta_keywords', 'text'],
      ['parent_id', 'integer', { ref: 'categories.id', onDelete: 'set null' }],
      ['featured', 'integer', { notNull: true, default: 2 }],
      ['in_footer', 'integer', { notNull: true, default: 2 }],
      ['status', 'integer', { notNull: true, default: 1 }],
      ['sort', 'integer', { notNull: true, default: 0 }],
      ...ts,
    ],
    { index: [['parent_id'], ['status', 'featured']] },
  ),
  T('brands', [
    ['title', 'text', { notNull: true }],
    ['slug', 'text', { notNull: true, unique: true }],
    ['image', 'text'],
    ['banner_image', 'text'],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['featured', 'integer', { notNull: true, default: 2 }],
    ...ts,
  ]),
  T('collections', [
    ['title', 'text', { notNull: true }],
    ['slug', 'text', { notNull: true, unique: true }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['sort', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T('stores', [
    ['user_id', 'integer', { ref: 'users.id', onDelete: 'set null' }],
    ['name', 'text', { notNull: true }],
    ['slug', 'text', { notNull: true, unique: true }],
    ['image', 'text'],
    ['meta_title', 'text'],
    ['meta_description', 'text'],
    ['whatsapp_btn', 'integer', { notNull: true, default: 0 }],
    ['whatsapp_number', 'text'],
    ['whatsapp_default_msg', 'text'],
    ['status', 'integer', { notNull: true, default: 1 }],
    ...ts,
  ]),
  T('shipping_rules', [
    ['title', 'text', { notNull: true }],
    ['single_price', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T(
    'shipping_places',
    [
      [
        'shipping_rule_id',
        'integer',
        { notNull: true, ref: 'shipping_rules.id', onDelete: 'cascade' },
      ],
      ['country', 'text', { notNull: true }],
      ['state', 'text'],
      ['price', 'integer', { notNull: true, default: 0 }],
      ['pickup_price', 'integer', { notNull: true, default: 0 }],
      ['pickup_point', 'integer', { notNull: true, default: 0 }],
      ['day_needed', 'integer', { notNull: true, default: 3 }],
      ['pickup_phone', 'text'],
      ['pickup_address_line_1', 'text'],
      ['pickup_address_line_2', 'text'],
      ['pickup_city', 'text'],
      ['pickup_state', 'text'],
      ['pickup_zip', 'text'],
      ['pickup_country', 'text'],
    ],
    { index: [['shipping_rule_id', 'country']] },
  ),
  T('tax_rules', [
    ['title', 'text', { notNull: true }],
    ['type', 'integer', { notNull: true, default: 2 }],
    ['price', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T('bundle_deals', [
    ['title', 'text', { notNull: true }],
    ['buy', 'integer', { notNull: true }],
    ['free', 'integer', { notNull: true }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ...ts,
  ]),
  T(
    'products',
    [
      ['title', 'text', { notNull: true }],
      ['slug', 'text', { notNull: true, unique: true }],
      ['badge', 'text'],
      ['image', 'text'],
      ['banner_image', 'text'],
      ['selling', 'integer', { notNull: true }],
      ['offered', 'integer', { notNull: true, default: 0 }],
      ['description', 'text'],
      ['overview', 'text'],
      ['specifications', 'text'],
      ['unit', 'text'],
      ['weight', 'text'],
      ['dimention', 'text'],
      ['meta_title', 'text'],
      ['meta_description', 'text'],
      ['meta_keywords', 'text'],
      ['tags', 'text'],
      ['sku', 'text'],
      ['barcode', 'text'],
      ['warranty', 'integer'],
      ['refundable', 'integer'],
      ['video', 'text'],
      ['video_thumb', 'text'],
      ['status', 'integer', { notNull: true, default: 1 }],
      ['brand_id', 'integer', { ref: 'brands.id', onDelete: 'set null' }],
      ['store_id', 'integer', { ref: 'stores.id', onDelete: 'set null' }],
      ['category_id', 'integer', { ref: 'categories.id', onDelete: 'set null' }],
      ['shipping_rule_id', 'integer', { ref: 'shipping_rules.id', onDelete: 'set null' }],
      ['tax_rule_id', 'integer', { ref: 'tax_rules.id', onDelete: 'set null' }],
      ['bundle_deal_id', 'integer', { ref: 'bundle_deals.id', onDelete: 'set null' }],
      ['rating', 'real', { notNull: true, default: 0 }],
      ['review_count', 'integer', { notNull: true, default: 0 }],
      ['stock', 'integer', { notNull: true, default: 0 }],
      ['featured', 'integer', { notNull: true, default: 2 }],
      ...ts,
    ],
    {
      index: [
        ['status', 'updated_at'],
        ['status', 'category_id'],
        ['status', 'brand_id'],
        ['store_id', 'status'],
        ['status', 'rating'],
        ['status', 'selling'],
        ['status', 'offered'],
      ],
    },
  ),
  T(
    'product_categories',
    [
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['category_id', 'integer', { notNull: true, ref: 'categories.id', onDelete: 'cascade' }],
    ],
    { unique: [['product_id', 'category_id']], index: [['category_id', 'product_id']] },
  ),
  T(
    'product_collections',
    [
      ['collection_id', 'integer', { notNull: true, ref: 'collections.id', onDelete: 'cascade' }],
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['sort', 'integer', { notNull: true, default: 0 }],
    ],
    { unique: [['collection_id', 'product_id']], index: [['product_id']] },
  ),
  T('tags', [['title', 'text', { notNull: true, unique: true }]]),
  T('attributes', [['title', 'text', { notNull: true }], ...ts]),
  T(
    'attribute_values',
    [
      ['attribute_id', 'integer', { notNull: true, ref: 'attributes.id', onDelete: 'cascade' }],
      ['title', 'text', { notNull: true }],
    ],
    { index: [['attribute_id']] },
  ),
  T(
    'inventories',
    [
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['quantity', 'integer', { notNull: true, default: 0 }],
      ['price', 'integer', { notNull: true, default: 0 }],
      ['sku', 'text'],
    ],
    { index: [['product_id']] },
  ),
  T(
    'inventory_attributes',
    [
      ['inventory_id', 'integer', { notNull: true, ref: 'inventories.id', onDelete: 'cascade' }],
      [
        'attribute_value_id',
        'integer',
        { notNull: true, ref: 'attribute_values.id', onDelete: 'cascade' },
      ],
    ],
    { unique: [['inventory_id', 'attribute_value_id']] },
  ),
  T(
    'product_images',
    [
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['image', 'text', { notNull: true }],
      ['sort', 'integer', { notNull: true, default: 0 }],
    ],
    { index: [['product_id']] },
  ),
  T(
    'product_image_attributes',
    [
      [
        'product_image_id',
        'integer',
        { notNull: true, ref: 'product_images.id', onDelete: 'cascade' },
      ],
      [
        'attribute_value_id',
        'integer',
        { notNull: true, ref: 'attribute_values.id', onDelete: 'cascade' },
      ],
    ],
    { index: [['product_image_id']] },
  ),
  T('flash_sales', [
    ['title', 'text', { notNull: true }],
    ['slug', 'text', { notNull: true, unique: true }],
    ['image', 'text'],
    ['start_time', 'text', { notNull: true }],
    ['end_time', 'text', { notNull: true }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ...ts,
  ]),
  T(
    'flash_sale_products',
    [
      ['flash_sale_id', 'integer', { notNull: true, ref: 'flash_sales.id', onDelete: 'cascade' }],
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['price', 'integer', { notNull: true }],
    ],
    { unique: [['flash_sale_id', 'product_id']], index: [['product_id']] },
  ),
  T('vouchers', [
    ['title', 'text', { notNull: true }],
    ['code', 'text', { notNull: true, unique: true }],
    ['type', 'integer', { notNull: true }],
    ['price', 'integer', { notNull: true }],
    ['capped_price', 'integer'],
    ['min_spend', 'integer', { notNull: true, default: 0 }],
    ['usage_limit', 'integer', { notNull: true, default: 0 }],
    ['limit_per_customer', 'integer', { notNull: true, default: 0 }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['start_time', 'text', { notNull: true }],
    ['end_time', 'text', { notNull: true }],
    ...ts,
  ]),
  T('home_sliders', [
    ['title', 'text', { notNull: true }],
    ['slug', 'text', { notNull: true }],
    ['image', 'text'],
    ['type', 'integer', { notNull: true, default: 1 }],
    ['source_type', 'integer', { notNull: true, default: 1 }],
    ['tags', 'text'],
    ['url', 'text'],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['sort', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T('site_features', [
    ['image', 'text'],
    ['detail', 'text', { notNull: true }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['sort', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T(
    'banners',
    [
      ['title', 'text', { notNull: true }],
      ['slug', 'text', { notNull: true }],
      ['image', 'text'],
      ['type', 'integer', { notNull: true }],
      ['source_type', 'integer', { notNull: true, default: 1 }],
      ['tags', 'text'],
      ['url', 'text'],
      ['status', 'integer', { notNull: true, default: 1 }],
      ['closable', 'integer', { notNull: true, default: 1 }],
      ...ts,
    ],
    { index: [['type', 'status']] },
  ),
  T(
    'source_links',
    [
      ['owner_type', 'text', { notNull: true }],
      ['owner_id', 'integer', { notNull: true }],
      ['target_type', 'text', { notNull: true }],
      ['target_id', 'integer', { notNull: true }],
    ],
    { index: [['owner_type', 'owner_id']] },
  ),
  T('header_links', [
    ['type', 'integer', { notNull: true }],
    ['title', 'text', { notNull: true }],
    ['url', 'text', { notNull: true }],
    ['sort', 'integer', { notNull: true, default: 0 }],
  ]),
  T('pages', [
    ['slug', 'text', { notNull: true, unique: true }],
    ['title', 'text', { notNull: true }],
    ['description', 'text', { notNull: true }],
    ['meta_title', 'text'],
    ['meta_description', 'text'],
    ['page_from_component', 'integer', { notNull: true, default: 2 }],
    ['status', 'integer', { notNull: true, default: 1 }],
    ...ts,
  ]),
  T('footer_links', [
    ['type', 'integer', { notNull: true }],
    ['page_id', 'integer', { notNull: true, ref: 'pages.id', onDelete: 'cascade' }],
    ['sort', 'integer', { notNull: true, default: 0 }],
  ]),
  T('footer_images', [
    ['type', 'integer', { notNull: true }],
    ['title', 'text', { notNull: true }],
    ['image', 'text'],
    ['link', 'text'],
    ['status', 'integer', { notNull: true, default: 1 }],
    ['sort', 'integer', { notNull: true, default: 0 }],
  ]),
  T('custom_scripts', [
    ['route_pattern', 'text', { notNull: true, default: '*' }],
    ['header_script', 'integer', { notNull: true, default: 2 }],
    ['header_script_code', 'text'],
    ['body_script', 'integer', { notNull: true, default: 2 }],
    ['body_script_code', 'text'],
    ['status', 'integer', { notNull: true, default: 2 }],
  ]),
  T('guest_users', [
    ['user_token', 'text', { notNull: true, unique: true }],
    ['name', 'text'],
    ['email', 'text'],
    ['default_address_id', 'integer'],
    ...ts,
  ]),
  T(
    'auth_tokens',
    [
      ['user_id', 'integer', { notNull: true, ref: 'users.id', onDelete: 'cascade' }],
      ['token_hash', 'text', { notNull: true, unique: true }],
      ['expires_at', 'text', { notNull: true }],
      ['last_used_at', 'text'],
      ['created_at', 'text', { notNull: true }],
    ],
    { index: [['user_id']] },
  ),
  T(
    'verification_codes',
    [
      ['email', 'text', { notNull: true }],
      ['purpose', 'text', { notNull: true }],
      ['code_hash', 'text', { notNull: true }],
      ['attempts', 'integer', { notNull: true, default: 0 }],
      ['expires_at', 'text', { notNull: true }],
      ['used_at', 'text'],
      ['created_at', 'text', { notNull: true }],
    ],
    { index: [['email', 'purpose']] },
  ),
  T(
    'addresses',
    [
      ['user_id', 'integer', { ref: 'users.id', onDelete: 'cascade' }],
      ['user_token', 'text'],
      ['label', 'text'],
      ['name', 'text', { notNull: true }],
      ['email', 'text', { notNull: true }],
      ['phone', 'text', { notNull: true }],
      ['country', 'text', { notNull: true }],
      ['state', 'text'],
      ['city', 'text', { notNull: true }],
      ['zip', 'text', { notNull: true }],
      ['address_1', 'text', { notNull: true }],
      ['address_2', 'text'],
      ['delivery_instruction', 'text'],
      ['is_default', 'integer', { notNull: true, default: 2 }],
      ...ts,
    ],
    { index: [['user_id'], ['user_token']] },
  ),
  T(
    'carts',
    [
      ['user_id', 'integer', { ref: 'users.id', onDelete: 'cascade' }],
      ['user_token', 'text'],
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['inventory_id', 'integer', { notNull: true, ref: 'inventories.id', onDelete: 'cascade' }],
      ['quantity', 'integer', { notNull: true }],
      ['selected', 'integer', { notNull: true, default: 1 }],
      ['shipping_place_id', 'integer', { ref: 'shipping_places.id', onDelete: 'set null' }],
      ['shipping_type', 'integer', { notNull: true, default: 1 }],
      ...ts,
    ],
    { index: [['user_id'], ['user_token']] },
  ),
  T(
    'wishlists',
    [
      ['user_id', 'integer', { notNull: true, ref: 'users.id', onDelete: 'cascade' }],
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['created_at', 'text', { notNull: true }],
    ],
    { unique: [['user_id', 'product_id']] },
  ),
  T(
    'compare_lists',
    [
      ['user_id', 'integer', { notNull: true, ref: 'users.id', onDelete: 'cascade' }],
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['created_at', 'text', { notNull: true }],
    ],
    { unique: [['user_id', 'product_id']] },
  ),
  T(
    'store_follows',
    [
      ['user_id', 'integer', { notNull: true, ref: 'users.id', onDelete: 'cascade' }],
      ['store_id', 'integer', { notNull: true, ref: 'stores.id', onDelete: 'cascade' }],
      ['created_at', 'text', { notNull: true }],
    ],
    { unique: [['user_id', 'store_id']] },
  ),
  T(
    'orders',
    [
      ['order_code', 'text', { notNull: true, unique: true }],
      ['user_id', 'integer', { ref: 'users.id', onDelete: 'set null' }],
      ['user_token', 'text'],
      ['status', 'integer', { notNull: true, default: 1 }],
      ['cancelled', 'integer', { notNull: true, default: 0 }],
      ['payment_done', 'integer', { notNull: true, default: 0 }],
      ['order_method', 'integer', { notNull: true }],
      ['subtotal', 'integer', { notNull: true, default: 0 }],
      ['shipping_price', 'integer', { notNull: true, default: 0 }],
      ['tax', 'integer', { notNull: true, default: 0 }],
      ['bundle_offer', 'integer', { notNull: true, default: 0 }],
      ['voucher_price', 'integer', { notNull: true, default: 0 }],
      ['total_amount', 'integer', { notNull: true, default: 0 }],
      ['currency', 'text', { notNull: true, default: 'USD' }],
      ['payment_token', 'text'],
      ['trans_id', 'text'],
      ['voucher_id', 'integer', { ref: 'vouchers.id', onDelete: 'set null' }],
      ['user_address_id', 'integer'],
      ['address_snapshot', 'text'],
      ['idempotency_key', 'text', { unique: true }],
      ...ts,
    ],
    {
      index: [
        ['user_id', 'created_at'],
        ['user_token', 'created_at'],
      ],
    },
  ),
  T(
    'ordered_products',
    [
      ['order_id', 'integer', { notNull: true, ref: 'orders.id', onDelete: 'cascade' }],
      ['product_id', 'integer', { ref: 'products.id', onDelete: 'set null' }],
      ['inventory_id', 'integer'],
      ['store_id', 'integer'],
      ['title', 'text', { notNull: true }],
      ['quantity', 'integer', { notNull: true }],
      ['shipping_place_id', 'integer'],
      ['shipping_type', 'integer', { notNull: true, default: 1 }],
      ['selling', 'integer', { notNull: true }],
      ['tax_price', 'integer', { notNull: true, default: 0 }],
      ['shipping_price', 'integer', { notNull: true, default: 0 }],
      ['bundle_offer', 'integer', { notNull: true, default: 0 }],
      ['created_at', 'text', { notNull: true }],
    ],
    { index: [['order_id']] },
  ),
  T(
    'voucher_usages',
    [
      ['voucher_id', 'integer', { notNull: true, ref: 'vouchers.id', onDelete: 'cascade' }],
      ['order_id', 'integer', { ref: 'orders.id', onDelete: 'cascade' }],
      ['user_id', 'integer'],
      ['user_token', 'text'],
      ['created_at', 'text', { notNull: true }],
    ],
    { index: [['voucher_id']] },
  ),
  T(
    'payments',
    [
      ['order_id', 'integer', { notNull: true, ref: 'orders.id', onDelete: 'cascade' }],
      ['provider', 'integer', { notNull: true }],
      ['provider_ref', 'text'],
      ['amount', 'integer', { notNull: true }],
      ['status', 'text', { notNull: true }],
      ['payload', 'text'],
      ...ts,
    ],
    { index: [['order_id']] },
  ),
  T('cancellations', [
    ['order_id', 'integer', { notNull: true, unique: true, ref: 'orders.id', onDelete: 'cascade' }],
    ['user_id', 'integer'],
    ['user_token', 'text'],
    ['title', 'text', { notNull: true }],
    ['message', 'text', { notNull: true }],
    ['refunded', 'integer', { notNull: true, default: 0 }],
    ...ts,
  ]),
  T(
    'rating_reviews',
    [
      ['product_id', 'integer', { notNull: true, ref: 'products.id', onDelete: 'cascade' }],
      ['order_id', 'integer', { ref: 'orders.id', onDelete: 'set null' }],
      ['user_id', 'integer', { ref: 'users.id', onDelete: 'set null' }],
      ['user_token', 'text'],
      ['rating', 'integer', { notNull: true }],
      ['review', 'text'],
      ['status', 'integer', { notNull: true, default: 1 }],
      ...ts,
    ],
    { index: [['product_id', 'created_at']] },
  ),
  T(
    'review_images',
    [
      [
        'rating_review_id',
        'integer',
        { notNull: true, ref: 'rating_reviews.id', onDelete: 'cascade' },
      ],
      ['image', 'text', { notNull: true }],
    ],
    { index: [['rating_review_id']] },
  ),
  T('newsletter_subscribers', [
    ['email', 'text', { notNull: true, unique: true }],
    ['language', 'text'],
    ['created_at', 'text', { notNull: true }],
  ]),
  T('contact_messages', [
    ['name', 'text', { notNull: true }],
    ['email', 'text', { notNull: true }],
    ['subject', 'text', { notNull: true }],
    ['message', 'text', { notNull: true }],
    ['created_at', 'text', { notNull: true }],
  ]),
  T('seller_applications', [
    ['name', 'text', { notNull: true }],
    ['email', 'text', { notNull: true, unique: true }],
    ['store_name', 'text', { notNull: true }],
    ['password_hash', 'text', { notNull: true }],
    ['verified', 'integer', { notNull: true, default: 0 }],
    ['status', 'text', { notNull: true, default: 'pending' }],
    ['user_id', 'integer'],
    ['store_id', 'integer'],
    ...ts,
  ]),
  T(
    'outbox',
    [
      ['to_address', 'text', { notNull: true }],
      ['subject', 'text', { notNull: true }],
      ['html', 'text', { notNull: true }],
      ['text', 'text', { notNull: true }],
      ['status', 'text', { notNull: true, default: 'pending' }],
      ['attempts', 'integer', { notNull: true, default: 0 }],
      ['next_attempt_at', 'text', { notNull: true }],
      ['last_error', 'text'],
      ['sent_at', 'text'],
      ['created_at', 'text', { notNull: true }],
    ],
    { index: [['status', 'next_attempt_at']] },
  ),
];

export function initialMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      for (const t of TABLES) {
        let b = tableWithId(db, dialect, t.name);
        for (const [name, type, o = {}] of t.cols) {
          const colType = type === 'real' && dialect === 'postgres' ? 'double precision' : type;
          b = b.addColumn(name, colType as 'text', (c) => {
            if (o.notNull) c = c.notNull();
            if (o.default !== undefined) c = c.defaultTo(o.default);
            if (o.unique) c = c.unique();
            if (o.ref) {
              c = c.references(o.ref);
              if (o.onDelete) c = c.onDelete(o.onDelete);
            }
            return c;
          });
        }
        for (const u of t.unique ?? [])
          b = b.addUniqueConstraint(`${t.name}_${u.join('_')}_uq`, u as never);
        await b.execute();
        for (const ix of t.index ?? [])
          await createIndex(db, `${t.name}_${ix.join('_')}_ix`, t.name, ix);
      }
      // Full-text search over title, tags and sku (issue 2): FTS5 on SQLite, tsvector + GIN on PostgreSQL.
      if (dialect === 'sqlite') {
        await sql`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(title, tags, sku, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
          db,
        );
        await sql`CREATE TRIGGER IF NOT EXISTS products_fts_ai AFTER INSERT ON products BEGIN INSERT INTO products_fts(rowid, title, tags, sku) VALUES (new.id, new.title, new.tags, new.sku); END`.execute(
          db,
        );
        await sql`CREATE TRIGGER IF NOT EXISTS products_fts_ad AFTER DELETE ON products BEGIN INSERT INTO products_fts(products_fts, rowid, title, tags, sku) VALUES ('delete', old.id, old.title, old.tags, old.sku); END`.execute(
          db,
        );
        await sql`CREATE TRIGGER IF NOT EXISTS products_fts_au AFTER UPDATE OF title, tags, sku ON products BEGIN INSERT INTO products_fts(products_fts, rowid, title, tags, sku) VALUES ('delete', old.id, old.title, old.tags, old.sku); INSERT INTO products_fts(rowid, title, tags, sku) VALUES (new.id, new.title, new.tags, new.sku); END`.execute(
          db,
        );
      } else {
        await sql`ALTER TABLE products ADD COLUMN IF NOT EXISTS search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || replace(coalesce(tags, ''), ',', ' ') || ' ' || coalesce(sku, ''))) STORED`.execute(
          db,
        );
        await sql`CREATE INDEX IF NOT EXISTS products_search_ix ON products USING gin (search)`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
      for (const t of [...TABLES].reverse()) {
        const drop = db.schema.dropTable(t.name).ifExists();
        await (dialect === 'postgres' ? drop.cascade() : drop).execute();
      }
    },
  };
}
