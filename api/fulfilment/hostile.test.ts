// Hostile input against a seller's orders (issue 34): arbitrary bodies, query values and path segments, sent
// by a seller and by nobody, never give an HTTP 5xx or echo markup; nobody always gets the 404.
import { describe } from 'vitest';
import { fulfilmentEndpoints } from '#contract/fulfilment/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  everyEndpointSurvives,
  useWorkspaceTokens,
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
  const tokens = useWorkspaceTokens(h);
  everyEndpointSurvives(h, fulfilmentEndpoints, tokens, fields, nasty);
});
