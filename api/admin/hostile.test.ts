// Hostile input against the admin endpoints (issue 17), the taxonomy's (issue 33 item 6), the jobs' (issue 36) and issue 35's (settings, shipping and tax, people with the public unsubscribe, the home page and banners, the content, the promotions): arbitrary bodies, query values and path segments, sent
// by the admin and by nobody, never give an HTTP 5xx or echo markup; nobody always gets the 404 (but on
// admin/sign-in, the one-time link's anonymous exchange).
import { beforeAll, describe, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { taxonomyEndpoints } from '#contract/taxonomy/endpoints.ts';
import { taxonomyImageEndpoints } from '#contract/taxonomy/images.ts';
import { jobEndpoints } from '#contract/admin/jobs.ts';
import { settingsEndpoints } from '#contract/site/admin-settings.ts';
import { shippingEndpoints } from '#contract/shipping/endpoints.ts';
import { peopleEndpoints } from '#contract/admin/people.ts';
import { merchandisingEndpoints } from '#contract/admin/merchandising.ts';
import { contentEndpoints } from '#contract/content/endpoints.ts';
import { promotionEndpoints } from '#contract/promotions/endpoints.ts';
import {
  expectEndpointSurvives,
  hostileFields,
  nastyStrings,
  useHostileApi,
} from '../testing/hostile.ts';
import { demoAdminToken } from '../test-api.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('confirmed', 'confirm');
const fields = hostileFields(
  [
    'order_id',
    'status',
    'verdict',
    'title',
    'message',
    'q',
    'page',
    'store',
    'method',
    'payment',
    'application_id',
    'reason',
    'message_id',
    'code',
    'id',
    'slug',
    'parent_id',
    'sort',
    'featured',
    'in_footer',
    'title_ar',
    'meta_description',
    'values',
    'site_name',
    'primary_color',
    'currency',
    'languages',
    'default_language',
    'enabled',
    'default',
    'texts',
    'which',
    'shipping_rule_id',
    'tax_rule_id',
    'country',
    'state',
    'price',
    'pickup_point',
    'pickup_price',
    'pickup_phone',
    'pickup_address_line_1',
    'pickup_city',
    'pickup_country',
    'day_needed',
    'single_price',
    'type',
    'review_id',
    'user_id',
    'action',
    'rating',
    'send_key',
    'subject',
    'body',
    'to',
    'token',
    'source_type',
    'targets',
    'url',
    'closable',
    'starts_at',
    'ends_at',
    'pages',
    'kind',
    'url',
    'page_id',
    'image',
    'description',
    'description_ar',
    'route_pattern',
    'body_script',
    'body_script_code',
    'header_script_code',
    'start_time',
    'end_time',
    'products',
    'price',
    'type',
    'capped_price',
    'min_spend',
    'usage_limit',
    'limit_per_customer',
    'store_id',
    'buy',
    'free',
    'product_ids',
  ],
  nasty,
);

describe.each(dialects)('hostile input to the admin endpoints on %s', (dialect) => {
  const h = useHostileApi(dialect);
  let token = '';
  beforeAll(async () => {
    token = await demoAdminToken(h.api);
  }, 60_000);
  for (const [key, e] of Object.entries({
    ...adminEndpoints,
    ...taxonomyEndpoints,
    ...taxonomyImageEndpoints,
    ...jobEndpoints,
    ...settingsEndpoints,
    ...shippingEndpoints,
    ...peopleEndpoints,
    ...merchandisingEndpoints,
    ...contentEndpoints,
    ...Object.fromEntries(Object.entries(promotionEndpoints).filter(([, e]) => e.auth === 'admin')),
  }))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, () =>
      expectEndpointSurvives(h.api, e, () => token, fields, nasty));
});
