// Account endpoints of the mock API (API-REFERENCE §8.13–§8.15, §8.18): one demo shopper, so the storefront's
// account screens work on mocks (`MOCKS=true npm run dev`) and action tests have a backend to talk to.
//   shopper@bazaar.test / secret12 · e-mailed codes are always 123456 · token "mock-token"
import { http, HttpResponse } from 'msw';
import { buildPaginator } from '#contract/paginate.ts';
import { formError, ok } from '#contract/envelope.ts';

const API = '*/api/v1';
export const MOCK_ACCOUNT = {
  email: 'shopper@bazaar.test',
  password: 'secret12',
  code: '123456',
  token: 'mock-token-0123456789abcdef',
} as const;

export const mockUser = {
  id: 7,
  name: 'Mock Shopper',
  first_name: 'Mock',
  last_name: 'Shopper',
  email: MOCK_ACCOUNT.email,
  phone: null,
  avatar: null,
  default_address: null,
  verified: 1,
};

const authed = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${MOCK_ACCOUNT.token}`;
const unauthenticated = () =>
  HttpResponse.json({ status: 204, message: 'Unauthenticated.', data: null, token: null });
const body = async (request: Request) =>
  (await request.json().catch(() => ({}))) as Record<string, string>;
const emptyPage = (url: string) =>
  buildPaginator({
    items: [],
    total: 0,
    page: 1,
    perPage: 25,
    path: url.split('?')[0]!,
    query: {},
  });

export const countriesFixture = {
  countries: {
    AF: { code2: 'AF', name: 'Afghanistan', states: { BDS: { code: 'BDS', name: 'Badakhshan' } } },
    FR: { code2: 'FR', name: 'France', states: {} },
    US: {
      code2: 'US',
      name: 'United States',
      states: { NY: { code: 'NY', name: 'New York' }, CA: { code: 'CA', name: 'California' } },
    },
  },
  phones: { AF: '93', FR: '33', US: '1' },
};

export const accountHandlers = [
  http.get(`${API}/countries-phones`, () => HttpResponse.json(ok(countriesFixture))),
  http.post(`${API}/user/signin`, async ({ request }) => {
    const b = await body(request);
    if (b.email?.toLowerCase() !== MOCK_ACCOUNT.email || b.password !== MOCK_ACCOUNT.password)
      return HttpResponse.json(formError('These credentials do not match our records.'));
    return HttpResponse.json(
      ok({
        token: MOCK_ACCOUNT.token,
        expires_in: '2099-01-01T00:00:00.000Z',
        user: { ...mockUser, cart_count: 0 },
      }),
    );
  }),
  http.post(`${API}/user/signup`, async ({ request }) => {
    const b = await body(request);
    if (b.email?.toLowerCase() === MOCK_ACCOUNT.email)
      return HttpResponse.json(
        formError('This e-mail address is already registered. Please log in.', 500),
      );
    return HttpResponse.json(ok([String(b.email ?? '').toLowerCase()]));
  }),
  http.post(`${API}/user/verify`, async ({ request }) => {
    const b = await body(request);
    if (b.code !== MOCK_ACCOUNT.code)
      return HttpResponse.json(formError('The code is invalid or has expired.', 500));
    return HttpResponse.json(
      ok({ ...mockUser, email: b.email, token: MOCK_ACCOUNT.token, expires_in: '2099-01-01' }),
    );
  }),
  http.post(`${API}/user/forgot-password`, async ({ request }) =>
    HttpResponse.json(ok(String((await body(request)).email ?? ''))),
  ),
  http.post(`${API}/user/update-password`, async ({ request }) => {
    const b = await body(request);
    if (b.code !== MOCK_ACCOUNT.code)
      return HttpResponse.json(formError('The code is invalid or has expired.', 500));
    return HttpResponse.json(ok(b.email));
  }),
  http.post(`${API}/user/logout`, ({ request }) =>
    authed(request)
      ? HttpResponse.json({ status: 200, message: 'logged out', data: null, token: null })
      : unauthenticated(),
  ),
  http.get(`${API}/user/profile`, ({ request }) => {
    if (authed(request))
      return HttpResponse.json(ok({ ...mockUser, cart_count: 0, is_logged_in: true }));
    if (request.headers.get('authorization')) return unauthenticated();
    return HttpResponse.json(ok({ cart_count: 0, is_logged_in: false }));
  }),
  http.get(`${API}/user/address/all`, ({ request }) =>
    authed(request) ? HttpResponse.json(ok(emptyPage(request.url))) : unauthenticated(),
  ),
  http.get(`${API}/user/wishlist/ids`, ({ request }) =>
    authed(request) ? HttpResponse.json(ok([])) : unauthenticated(),
  ),
  http.get(`${API}/user/store/following-list`, ({ request }) =>
    authed(request) ? HttpResponse.json(ok(emptyPage(request.url))) : unauthenticated(),
  ),
];
