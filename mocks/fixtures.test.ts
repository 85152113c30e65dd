// Contract test, mock side: every fixture the MSW handlers serve parses with contract/.
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '#contract/envelope.ts';
import { endpoints } from '#contract/api/index.ts';
import {
  commonFixture,
  homeFixture,
  productFixture,
  productsPageFixture,
  reviewsFixture,
  suggestedFixture,
} from './fixtures.ts';
import { handlers } from './handlers.ts';
import { setupServer } from 'msw/node';

describe('MSW fixtures', () => {
  it.each([
    ['common', commonFixture],
    ['home', homeFixture],
    ['products', productsPageFixture(1)],
    ['product', productFixture(3)],
    ['reviews', reviewsFixture(3, 2)],
    ['suggestedProducts', suggestedFixture(3)],
  ] as const)('%s parses with its contract schema', (key, fixture) => {
    expect(() => endpoints[key].data.parse(fixture)).not.toThrow();
  });

  it('handlers answer envelopes that parse', async () => {
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [key, path] of [
        ['common', 'common'],
        ['home', 'home'],
        ['products', 'products?page=2'],
        ['product', 'product/4'],
        ['reviews', 'reviews/4?page=2'],
        ['suggestedProducts', 'suggested-products/4?page=1'],
      ] as const) {
        const body = await (await fetch(`http://any.test/api/v1/${path}`)).json();
        expect(envelopeSchema(endpoints[key].data).safeParse(body).success, path).toBe(true);
      }
    } finally {
      server.close();
    }
  });
});
