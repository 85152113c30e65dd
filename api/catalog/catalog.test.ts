// Catalogue endpoints in-process on SQLite and (when reachable) PostgreSQL: home, listings, lists, product
// detail, suggestions and flash sales. Every success is parsed with its contract schema.
import { describe, expect, it } from 'vitest';
import { ProductCardSchema } from '#contract/shapes.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('catalogue on %s', (dialect) => {
  const { get, getParsed } = useTestApi(dialect);

  it('translates categories and brands with fallback to the base text', async () => {
    const ar = await getParsed('categories', '/categories', { language: 'ar' });
    expect(ar.data[0].title).toBe('إلكترونيات');
    // A brand has no translation rows: the base title comes back, never null.
    const brands = await getParsed('brands', '/brands', { language: 'hi' });
    expect(brands.data.every((b: { title: string | null }) => typeof b.title === 'string')).toBe(
      true,
    );
  });

  it('reads a price bound past every price as the largest amount, never a 500', async () => {
    const huge = '9999999999999999999999999999999999999999';
    const none = await getParsed('products', `/products?min=${huge}`);
    expect(none.result.data).toEqual([]);
    const all = await getParsed('products', `/products?max=${huge}`);
    const unbounded = await getParsed('products', '/products');
    expect(all.result.total).toBe(unbounded.result.total);
  });

  it('serves home sections', async () => {
    const home = await getParsed('home', '/home');
    expect(home.slider.main.length).toBe(3);
    expect(home.slider.right_top).toBeTruthy();
    expect(new Set(home.banners.map((b: { type: number }) => b.type))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    expect(home.flash_sales.length).toBe(1);
    expect(home.flash_sales[0].public_products.length).toBeLessThanOrEqual(9);
    expect(home.collections.length).toBeGreaterThanOrEqual(4);
  });

  it('paginates products 30 a page with every Laravel field and sorts by current price', async () => {
    const p1 = await getParsed('products', '/products?sortby=price_low_to_high');
    const p2 = await getParsed('products', '/products?sortby=price_low_to_high&page=2');
    expect(p1.result.per_page).toBe(30);
    expect(p1.result.current_page).toBe(1);
    expect(p2.result.current_page).toBe(2);
    expect(p2.result.from).toBe(31);
    expect(p1.result.next_page_url).toContain('page=2');
    const prices = [...p1.result.data, ...p2.result.data].map(
      (p: { current_price: number }) => p.current_price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await getParsed('products', '/products?sortby=price_high_to_low');
    expect(high.result.data[0].current_price).toBeGreaterThanOrEqual(
      high.result.data[1].current_price,
    );
    for (const card of p1.result.data) ProductCardSchema.parse(card);
  });

  it('filters a category listing by brand, price and rating together', async () => {
    const all = await getParsed('all', '/all?category=electronics&sidebar_data=true');
    expect(all.category.slug).toBe('electronics');
    expect(all.category.child.length).toBeGreaterThan(0);
    expect(all.result.total).toBeGreaterThan(0);
    expect(all.collections.length).toBeGreaterThan(0);
    const brandId = all.brands[0].id;
    const filtered = await getParsed(
      'all',
      `/all?category=electronics&brand=${brandId}&min=10&max=5000&rating=1`,
    );
    for (const p of filtered.result.data) {
      expect(p.brand_id).toBe(brandId);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      const current = p.end_time && p.price ? p.price : p.offered > 0 ? p.offered : p.selling;
      expect(current).toBeGreaterThanOrEqual(10);
      expect(current).toBeLessThanOrEqual(5000);
    }
    expect(filtered.brand.id).toBe(brandId);
  });

  it('serves a product detail with variants, and 404 for unknown or malformed ids', async () => {
    const list = await getParsed('products', '/products');
    const id = list.result.data[0].id;
    const p = await getParsed('product', `/product/${id}`);
    expect(p.id).toBe(id);
    expect(p.inventory.length).toBeGreaterThan(0);
    expect(p.category_data.length).toBeGreaterThan(0);
    expect(typeof p.in_stock).toBe('boolean');
    for (const path of ['/product/999999', '/product/abc', '/product/-1']) {
      const r = await get(path);
      expect(r.body.status, path).toBe(404);
      expect(r.body.data.form[0]).toBe('Product not found');
    }
  });

  it('serves suggestions and flash sales', async () => {
    const withReviews = (await getParsed('products', '/products?sortby=avg_customer_review')).result
      .data[0].id;
    const sugg = await getParsed('suggestedProducts', `/suggested-products/${withReviews}?page=1`);
    expect(sugg.suggestion_1.data.length).toBe(7);
    expect(sugg.suggestion_2.data.length).toBe(7);
    const sales = await getParsed('flashSales', '/flash-sale');
    expect(sales.length).toBe(1);
    const sale = await getParsed('flashSale', `/flash-sale/${sales[0].id}`);
    expect(sale.data.length).toBeGreaterThan(0);
    expect((await get('/flash-sale/9999')).body.status).toBe(201);
  });
});
