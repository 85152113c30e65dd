// Hostile input against the earnings and payouts endpoints (issue 34): arbitrary bodies, query values and path
// segments, sent by their seller or staff and by nobody, never give an HTTP 5xx or echo markup; nobody always
// gets the 404.
import { beforeAll, describe, it } from 'vitest';
import { earningsEndpoints } from '#contract/earnings/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';
import { demoAdminToken } from '../test-api.ts';
import {
  expectEndpointSurvives,
  hostileFields,
  nastyStrings,
  useHostileApi,
} from '../testing/hostile.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings(
  'DE89370400440532013000',
  'DEUTDEFF',
  'DE',
  '1000',
  '-2147483648',
  '2147483648',
  '19.99',
  'requested',
);
const fields = hostileFields(
  [
    'id',
    'account_id',
    'amount',
    'holder_name',
    'bank_name',
    'iban',
    'bic',
    'country',
    'reason',
    'reference',
    'commission_bp',
    'holding_days',
    'minimum_payout',
    'status',
    'page',
  ],
  nasty,
);

describe.each(dialects)('hostile input to earnings and payouts on %s', (dialect) => {
  const h = useHostileApi(dialect);
  const tokens = { admin: '', seller: '' };
  beforeAll(async () => {
    tokens.admin = await demoAdminToken(h.api);
    const owner = await h.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    tokens.seller = (await issueToken(h.tdb.db, owner.user_id!, new Date())).token;
  }, 60_000);
  for (const [key, e] of Object.entries(earningsEndpoints))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, () =>
      expectEndpointSurvives(
        h.api,
        e,
        () => (e.auth === 'admin' ? tokens.admin : tokens.seller),
        fields,
        nasty,
        30,
      ));
});
