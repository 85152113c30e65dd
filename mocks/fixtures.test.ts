// Contract test, mock side: every fixture the MSW handlers serve parses with its endpoint's `data`, and the
// handlers answer envelopes that parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import {
  brandsFixture,
  categoriesFixture,
  flashSaleProductsFixture,
  flashSalesFixture,
  homeFixture,
  productFixture,
  productsPageFixture,
  suggestedFixture,
} from './catalog.fixtures.ts';
import { commonFixture, countriesFixture, pageFixtures, paymentGatewayFixture } from './site.ts';
import { reviewsFixture } from './reviews.ts';
import { searchFixture } from './search.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('MSW fixtures', () => {
  it.each([
    ['common', commonFixture],
    ['home', homeFixture],
    ['products', productsPageFixture(1)],
    ['product', productFixture(3)],
    ['reviews', reviewsFixture(3, 2)],
    ['suggestedProducts', suggestedFixture(3)],
    ['countriesPhones', countriesFixture],
    ['paymentGateway', paymentGatewayFixture],
    ['search', searchFixture('laptop')],
  ] as const)('%s parses with its contract schema', (key, fixture) => {
    expect(() => endpoints[key].data.parse(fixture)).not.toThrow();
  });

  it('flash-sale, page, categories and brands fixtures parse with their contract schemas', () => {
    expect(endpoints.flashSales.data.parse(flashSalesFixture)).toHaveLength(2);
    expect(endpoints.flashSale.data.parse(flashSaleProductsFixture(2)).data).toHaveLength(5);
    for (const page of Object.values(pageFixtures))
      expect(endpoints.page.data.parse(page).slug).toBe(page.slug);
    expect(endpoints.categories.data.parse(categoriesFixture(1)).data[0]!.child).toHaveLength(2);
    expect(endpoints.brands.data.parse(brandsFixture(1)).total).toBe(4);
  });

  it('handlers answer envelopes that parse', async () => {
    const { data: products } = await callMock(endpoints.products, { query: { page: 2 } });
    expect(products?.result.current_page).toBe(2);
    const { data: product } = await callMock(endpoints.product, { params: { id: 4 } });
    expect(product?.title).toBe('Mock Laptop 4 16GB/512GB');
    const { data: reviews } = await callMock(endpoints.reviews, {
      params: { id: 4 },
      query: { page: 2 },
    });
    expect(reviews?.all.data).toHaveLength(2);
    const { data: suggested } = await callMock(endpoints.suggestedProducts, {
      params: { id: 4 },
      query: { page: 1 },
    });
    expect(suggested?.suggestion_1.data).toHaveLength(7);
    for (const e of [endpoints.common, endpoints.home])
      expect((await callMock(e)).envelope.status).toBe(200);
  });
});
