// Hostile input against the earnings and payouts endpoints (issue 34): arbitrary bodies, query values and path
// segments, sent by their seller or staff and by nobody, never give an HTTP 5xx or echo markup; nobody always
// gets the 404.
import { describe } from 'vitest';
import { earningsEndpoints } from '#contract/earnings/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  everyEndpointSurvives,
  useWorkspaceTokens,
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
  const tokens = useWorkspaceTokens(h);
  everyEndpointSurvives(h, earningsEndpoints, tokens, fields, nasty);
});
