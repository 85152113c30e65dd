// MSW 2 handlers of api/v1 for storefront tests and `MOCKS=true npm run dev`. Any origin: the storefront's
// SHOP_API_URL decides where requests go.
import { delay, http, HttpResponse } from 'msw';
import { ok, formError, notFound } from '#contract/envelope.ts';
import {
  commonFixture,
  homeFixture,
  productFixture,
  productsPageFixture,
  reviewsFixture,
  suggestedFixture,
} from './fixtures.ts';
import { pagesHandlers } from './pages.ts';
import { accountHandlers } from './account.ts';

const API = '*/api/v1';

export const handlers = [
  http.get(`${API}/common`, () => HttpResponse.json(ok(commonFixture))),
  http.get(`${API}/home`, () => HttpResponse.json(ok(homeFixture))),
  // Like stock iShop for most languages: no UI string overrides.
  http.get(`${API}/localization`, () => HttpResponse.json(ok({}))),
  http.get(`${API}/products`, ({ request }) => {
    const url = new URL(request.url);
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    return HttpResponse.json(
      ok(productsPageFixture(page, url.searchParams.get('is_home_page') ? 24 : 30)),
    );
  }),
  http.get(`${API}/product/:id`, ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 1000)
      return HttpResponse.json(notFound('Product not found'));
    return HttpResponse.json(ok(productFixture(id)));
  }),
  http.get(`${API}/reviews/:id`, ({ params, request }) => {
    const p = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
    return HttpResponse.json(ok(reviewsFixture(Number(params.id) || 1, p)));
  }),
  http.get(`${API}/suggested-products/:id`, ({ params, request }) => {
    const p = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
    return HttpResponse.json(ok(suggestedFixture(Number(params.id) || 1, p)));
  }),
  ...pagesHandlers,
  ...accountHandlers,
];

export type ScenarioName = 'none' | 'api-down' | 'business-error' | 'server-error' | 'slow';
export const SCENARIOS: ScenarioName[] = [
  'none',
  'api-down',
  'business-error',
  'server-error',
  'slow',
];
export const BUSINESS_ERROR_MESSAGE = 'The requested item is not available in your region';

/** Overrides that put every endpoint into one failure mode (prepended with server.use). */
export function scenarioHandlers(name: ScenarioName) {
  switch (name) {
    case 'api-down':
      return [http.all(`${API}/*`, () => HttpResponse.error())];
    case 'business-error':
      return [
        http.get(`${API}/home`, () => HttpResponse.json(formError(BUSINESS_ERROR_MESSAGE))),
        http.get(`${API}/product/:id`, () => HttpResponse.json(formError(BUSINESS_ERROR_MESSAGE))),
      ];
    case 'server-error':
      return [
        http.get(`${API}/home`, () =>
          HttpResponse.json(formError('SQLSTATE[HY000] internal details', 500)),
        ),
        http.get(`${API}/product/:id`, () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      ];
    case 'slow':
      return [
        http.all(`${API}/*`, async () => {
          await delay(1500);
          return undefined; // fall through to the normal handler, late
        }),
      ];
    default:
      return [];
  }
}
