// The failure scenarios answer on the definitions' paths, and switching scenario starts from a fresh state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { BUSINESS_ERROR_MESSAGE } from './handlers.ts';
import { server, setScenario } from './node.ts';
import { callMock } from './testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  setScenario('none');
  server.close();
});

describe('scenarios', () => {
  it('api-down, business-error and server-error break the API their way', async () => {
    setScenario('api-down');
    await expect(callMock(endpoints.common)).rejects.toThrow();
    setScenario('business-error');
    expect((await callMock(endpoints.product, { params: { id: 5 } })).envelope).toMatchObject({
      status: 201,
      data: { form: [BUSINESS_ERROR_MESSAGE] },
    });
    expect((await callMock(endpoints.common)).envelope.status).toBe(200);
    setScenario('server-error');
    expect((await callMock(endpoints.home)).envelope.status).toBe(500);
    const bare = await fetch('http://api.test/api/v1/product/5');
    expect([bare.status, await bare.json()]).toEqual([500, { message: 'Server Error' }]);
  });

  it("slow-listing holds only the product lists of listings and a product's reviews and suggestions", async () => {
    setScenario('slow-listing');
    let listed = false;
    const listing = Promise.all([
      callMock(endpoints.all, { query: { category: 'category-1' } }),
      callMock(endpoints.reviews, { params: { id: 5 } }),
      callMock(endpoints.suggestedProducts, { params: { id: 5 } }),
    ]).then(([r]) => {
      listed = true;
      return r;
    });
    // The shell's data, a product and the category tree answer while the products are still held.
    expect((await callMock(endpoints.common)).envelope.status).toBe(200);
    expect((await callMock(endpoints.product, { params: { id: 5 } })).envelope.status).toBe(200);
    expect((await callMock(endpoints.flashSales)).envelope.status).toBe(200);
    expect(listed).toBe(false);
    expect((await listing).envelope.status).toBe(200);
    setScenario('none');
  });

  it('a new scenario forgets what callers did', async () => {
    setScenario('none');
    await callMock(endpoints.wishlistAction, { body: { product_id: 3 } });
    expect((await callMock(endpoints.wishlistIds)).data).toEqual([3]);
    setScenario('none');
    expect((await callMock(endpoints.wishlistIds)).data).toEqual([]);
  });
});
