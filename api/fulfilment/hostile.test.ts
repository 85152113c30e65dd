// Hostile input against a seller's orders (issue 34): arbitrary bodies, query values and path segments, sent
// by a seller and by nobody, never give an HTTP 5xx or echo markup; nobody always gets the 404.
import { beforeAll, describe, it } from 'vitest';
import { fulfilmentEndpoints } from '#contract/fulfilment/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';
import {
  expectEndpointSurvives,
  hostileFields,
  nastyStrings,
  useHostileApi,
} from '../testing/hostile.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('on_the_way', 'delivered', 'cancelled', '-1', '2147483648');
const fields = hostileFields(
  ['id', 'status', 'carrier', 'tracking_number', 'reason', 'state', 'q', 'page'],
  nasty,
);

describe.each(dialects)('hostile input to a seller’s orders on %s', (dialect) => {
  const h = useHostileApi(dialect);
  const tokens = { seller: '' };
  beforeAll(async () => {
    const owner = await h.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    tokens.seller = (await issueToken(h.tdb.db, owner.user_id!, new Date())).token;
  }, 60_000);
  for (const [key, e] of Object.entries(fulfilmentEndpoints))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, () =>
      expectEndpointSurvives(h.api, e, () => tokens.seller, fields, nasty, 30));
});
