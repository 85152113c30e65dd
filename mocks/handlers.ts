// MSW 2 handlers of api/v1 for storefront tests and `MOCKS=true npm run dev`, one module per domain, every
// endpoint of contract/endpoints.ts answered (mocks/coverage.test.ts), and the failure scenarios that put
// the whole API into one failure mode.
import { delay, http, HttpResponse } from 'msw';
import { routePattern } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { Visibility } from '#contract/codes.ts';
import { API, mock } from './mock.ts';
import { commonFixture, siteHandlers } from './site.ts';
import { catalogHandlers } from './catalog.ts';
import { searchHandlers } from './search.ts';
import { storesHandlers } from './stores.ts';
import { sellerStoreHandlers } from './seller-store.ts';
import { reviewsHandlers } from './reviews.ts';
import { accountHandlers } from './account.ts';
import { addressesHandlers } from './addresses.ts';
import { cartHandlers } from './cart.ts';
import { listsHandlers } from './lists.ts';
import { vouchersHandlers } from './vouchers.ts';
import { ordersHandlers } from './orders.ts';
import { adminHandlers } from './admin.ts';
import { jobHandlers } from './jobs.ts';
import { peopleHandlers } from './people.ts';
import { sellerHandlers } from './sellers.ts';
import { productsHandlers } from './products.ts';
import { fulfilmentHandlers } from './fulfilment.ts';
import { taxonomyHandlers } from './taxonomy.ts';
import { merchandisingHandlers } from './merchandising.ts';
import { contentHandlers } from './content.ts';
import { productsBulkHandlers } from './products-bulk.ts';
import { earningsHandlers } from './earnings.ts';
import { settingsHandlers } from './settings.ts';
import { shippingHandlers } from './shipping.ts';
import { promotionHandlers } from './promotions.ts';

export const handlers = [
  ...siteHandlers,
  ...catalogHandlers,
  ...searchHandlers,
  ...storesHandlers,
  ...sellerStoreHandlers,
  ...reviewsHandlers,
  ...accountHandlers,
  ...addressesHandlers,
  ...cartHandlers,
  ...listsHandlers,
  ...vouchersHandlers,
  ...ordersHandlers,
  ...adminHandlers,
  ...jobHandlers,
  ...peopleHandlers,
  ...sellerHandlers,
  ...productsHandlers,
  ...fulfilmentHandlers,
  ...taxonomyHandlers,
  ...merchandisingHandlers,
  ...contentHandlers,
  ...productsBulkHandlers,
  ...earningsHandlers,
  ...settingsHandlers,
  ...shippingHandlers,
  ...promotionHandlers,
];

export type ScenarioName =
  'none' | 'api-down' | 'business-error' | 'server-error' | 'slow' | 'slow-listing' | 'popup-fixed';

/** How long `slow-listing` holds a listing's products: long enough to see the shimmer cards, within the 5 s stream timeout (entry.server.tsx). */
const SLOW_LISTING_MS = 4000;
export const BUSINESS_ERROR_MESSAGE = 'The requested item is not available in your region';

const home = `${API}${routePattern(endpoints.home.path)}`;
const product = `${API}${routePattern(endpoints.product.path)}`;
// The product lists of listing screens (a category (`all`), the shop-wide list and one flash sale's) and a
// product page's extras (its reviews and suggestions).
const productLists = [
  endpoints.all,
  endpoints.products,
  endpoints.flashSale,
  endpoints.reviews,
  endpoints.suggestedProducts,
].map((e) => `${API}${routePattern(e.path)}`);

/** Overrides that put every endpoint into one failure mode (prepended with server.use). */
export function scenarioHandlers(name: ScenarioName) {
  switch (name) {
    case 'api-down':
      return [http.all(`${API}/*`, () => HttpResponse.error())];
    case 'business-error':
      return [
        http.get(home, () => HttpResponse.json(formError(BUSINESS_ERROR_MESSAGE))),
        http.get(product, () => HttpResponse.json(formError(BUSINESS_ERROR_MESSAGE))),
      ];
    case 'server-error':
      return [
        http.get(home, () => HttpResponse.json(formError('SQLSTATE[HY000] internal details', 500))),
        // A bare HTTP 500 without an envelope: the storefront reads it as "API is down." (docs/spec.md §8).
        http.get(product, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ];
    case 'slow':
      return [
        http.all(`${API}/*`, async () => {
          await delay(1500);
          return undefined; // fall through to the normal handler, late
        }),
      ];
    case 'slow-listing':
      // Only the product lists are late: a listing's page and heading arrive, its grid streams in; a
      // product page arrives, its reviews and suggestions stream in.
      return productLists.map((path) =>
        http.get(path, async () => {
          await delay(SLOW_LISTING_MS);
          return undefined;
        }),
      );
    case 'popup-fixed':
      // The shop's popup banner without a close button (closable is not the public value, docs/spec.md §2).
      return mock(endpoints.common, () =>
        ok({
          ...commonFixture,
          popup_banner: {
            id: 90,
            title: 'Mock fixed offer',
            image: 'banner-fixed.svg',
            type: 9,
            url: null,
            status: Visibility.PUBLIC,
            closable: Visibility.PRIVATE,
          },
        }),
      );
    default:
      return [];
  }
}
