// Hostile input against the catalogue workspaces' endpoints (issue 33): arbitrary bodies, query values and
// path segments, sent by their seller or staff and by nobody, never give an HTTP 5xx or echo markup; nobody
// always gets the 404.
import { describe } from 'vitest';
import { productsEndpoints } from '#contract/products/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  everyEndpointSurvives,
  useWorkspaceTokens,
  hostileFields,
  nastyStrings,
  useHostileApi,
} from '../testing/hostile.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('public', 'archived', 'up', '+5', '-2147483648', '19.99');
const fields = hostileFields(
  [
    'id',
    'product_id',
    'inventory_id',
    'image_id',
    'store_id',
    'title',
    'description',
    'slug',
    'category_id',
    'sub_category_id',
    'selling',
    'offered',
    'shipping_rule_id',
    'translations',
    'collection_ids',
    'value_ids',
    'status',
    'change',
    'note',
    'sku',
    'price',
    'alt',
    'direction',
    'q',
    'page',
    'product',
    'store',
  ],
  nasty,
);

describe.each(dialects)('hostile input to the catalogue workspaces on %s', (dialect) => {
  const h = useHostileApi(dialect);
  const tokens = useWorkspaceTokens(h);
  everyEndpointSurvives(h, productsEndpoints, tokens, fields, nasty);
});
