// Every api/v1 endpoint, gathered from the domains' definitions (the only list there is): OpenAPI, the API's
// registration check, the mock-coverage test and the contract tests read this.
import type { EndpointDef } from './endpoint.ts';
import { accountEndpoints } from './account/endpoints.ts';
import { adminEndpoints } from './admin/endpoints.ts';
import { partRefundEndpoints } from './admin/part-refunds.ts';
import { jobEndpoints } from './admin/jobs.ts';
import { peopleEndpoints } from './admin/people.ts';
import { merchandisingEndpoints } from './admin/merchandising.ts';
import { addressesEndpoints } from './addresses/endpoints.ts';
import { cartEndpoints } from './cart/endpoints.ts';
import { catalogEndpoints } from './catalog/endpoints.ts';
import { fulfilmentEndpoints } from './fulfilment/endpoints.ts';
import { listsEndpoints } from './lists/endpoints.ts';
import { earningsEndpoints } from './earnings/endpoints.ts';
import { ordersEndpoints } from './orders/endpoints.ts';
import { paymentsEndpoints } from './payments/endpoints.ts';
import { productsEndpoints } from './products/endpoints.ts';
import { reviewsEndpoints } from './reviews/endpoints.ts';
import { searchEndpoints } from './search/endpoints.ts';
import { sellersEndpoints } from './sellers/endpoints.ts';
import { siteEndpoints } from './site/endpoints.ts';
import { settingsEndpoints } from './site/admin-settings.ts';
import { storesEndpoints } from './stores/endpoints.ts';
import { sellerStoreEndpoints } from './stores/seller.ts';
import { vouchersEndpoints } from './vouchers/endpoints.ts';
import { promotionEndpoints } from './promotions/endpoints.ts';
import { taxonomyImageEndpoints } from './taxonomy/images.ts';
import { taxonomyEndpoints } from './taxonomy/endpoints.ts';
import { shippingEndpoints } from './shipping/endpoints.ts';
import { contentEndpoints } from './content/endpoints.ts';

export const endpoints = {
  ...siteEndpoints,
  ...catalogEndpoints,
  ...searchEndpoints,
  ...storesEndpoints,
  ...sellerStoreEndpoints,
  ...reviewsEndpoints,
  ...accountEndpoints,
  ...addressesEndpoints,
  ...cartEndpoints,
  ...listsEndpoints,
  ...vouchersEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...sellersEndpoints,
  ...adminEndpoints,
  ...partRefundEndpoints,
  ...jobEndpoints,
  ...peopleEndpoints,
  ...merchandisingEndpoints,
  ...productsEndpoints,
  ...fulfilmentEndpoints,
  ...taxonomyEndpoints,
  ...taxonomyImageEndpoints,
  ...earningsEndpoints,
  ...settingsEndpoints,
  ...shippingEndpoints,
  ...contentEndpoints,
  ...promotionEndpoints,
} satisfies Record<string, EndpointDef>;

export type EndpointKey = keyof typeof endpoints;
