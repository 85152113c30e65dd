// Issue 14, item 4: the cart's unshippable message names the state and country in the shopper's language,
// not their codes ("AF"), loaded on the MSW API.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { context, getAs, useMockApi } from '#tests/support/routes.ts';
import { loader } from '#app/routes/($lang).cart/route.tsx';

useMockApi();

const summary = {
  count: 1,
  selected_count: 1,
  items: '10.00',
  bundle_offer: '0.00',
  subtotal: '10.00',
  tax: '0.00',
  tax_included: '0.00',
  shipping: '0.00',
  voucher: null,
  voucher_error: null,
  total: '10.00',
  destination: { country: 'AF', state: 'BDS' },
  unshippable: [{ cart_id: 1, title: 'Lamp', country: 'AF', state: 'BDS' }],
};

async function load(path: string) {
  const request = await getAs(path, { token: 'mock-token' });
  const d = await loader({ request, context, params: {} });
  return d as { summary: { unshippable: { country: string; state: string | null }[] } };
}

describe('cart loader: the unshippable place by name', () => {
  it.each([
    // State names from iso-codes where it translates them (French), else the API's (decision 127).
    ['/cart', 'Afghanistan', 'Badakhshan'],
    ['/ar/cart', 'أفغانستان', 'Badakhshan'],
    ['/fr/cart', 'Afghanistan', 'Badakhchan'],
  ])('%s names the country %s and the state %s', async (path, country, state) => {
    server.use(
      http.get('http://api.test/api/v1/cart/summary', () =>
        HttpResponse.json({ status: 200, message: '', data: summary }),
      ),
      http.get('http://api.test/api/v1/cart/by-user', () =>
        HttpResponse.json({ status: 200, message: '', data: [] }),
      ),
    );
    const d = await load(path);
    expect(d.summary.unshippable[0]).toMatchObject({ country, state });
  });
});
