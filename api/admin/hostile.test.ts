// Hostile input against the admin endpoints (issue 17), the taxonomy's (issue 33 item 6) the jobs' (issue 36) and the promotions' (issue 35): arbitrary bodies, query values and path segments, sent
// by the admin and by nobody, never give an HTTP 5xx or echo markup; nobody always gets the 404 (but on
// admin/sign-in, the one-time link's anonymous exchange).
import { beforeAll, describe, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { taxonomyEndpoints } from '#contract/taxonomy/endpoints.ts';
import { taxonomyImageEndpoints } from '#contract/taxonomy/images.ts';
import { jobEndpoints } from '#contract/admin/jobs.ts';
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
    ...Object.fromEntries(Object.entries(promotionEndpoints).filter(([, e]) => e.auth === 'admin')),
  }))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, () =>
      expectEndpointSurvives(h.api, e, () => token, fields, nasty));
});
