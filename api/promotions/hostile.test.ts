// Hostile input against a seller's vouchers (issue 35 item 2): arbitrary bodies, query values and path segments,
// sent by a store's seller and by nobody, never give an HTTP 5xx or echo markup; nobody gets the 404. Staff's
// promotion endpoints are in api/admin/hostile.test.ts with the other admin groups.
import { describe } from 'vitest';
import { promotionEndpoints } from '#contract/promotions/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  everyEndpointSurvives,
  hostileFields,
  nastyStrings,
  useHostileApi,
  useWorkspaceTokens,
} from '../testing/hostile.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('percent', 'flat', 'public', '2026-01-01T10:00', 'SAVE5');
const fields = hostileFields(
  [
    'id',
    'title',
    'title_ar',
    'code',
    'type',
    'price',
    'capped_price',
    'min_spend',
    'usage_limit',
    'limit_per_customer',
    'status',
    'start_time',
    'end_time',
    'store_id',
    'q',
    'page',
  ],
  nasty,
);

describe.each(dialects)('hostile input to a seller’s vouchers on %s', (dialect) => {
  const h = useHostileApi(dialect);
  const tokens = useWorkspaceTokens(h);
  everyEndpointSurvives(
    h,
    Object.fromEntries(Object.entries(promotionEndpoints).filter(([, e]) => e.auth === 'seller')),
    tokens,
    fields,
    nasty,
  );
});
