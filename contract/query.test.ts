import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.ts';
import { AllQuerySchema, ProductsQuerySchema } from './catalog/listing.ts';
import { ReviewsQuerySchema } from './reviews/schemas.ts';
import { StoreQuerySchema } from './stores/schemas.ts';

describe('listing query parsing', () => {
  it('parses filters', () => {
    const r = parseQuery(AllQuerySchema, {
      category: 'laptops',
      brand: '1, 2,3',
      min: '10.5',
      max: '100',
      rating: '4',
      sortby: 'price_low_to_high',
      page: '2',
      sidebar_data: 'true',
    });
    expect(r).toEqual({
      success: true,
      data: expect.objectContaining({
        category: 'laptops',
        brand: [1, 2, 3],
        min: 10.5,
        max: 100,
        rating: 4,
        sortby: 'price_low_to_high',
        page: 2,
        sidebar_data: true,
      }),
    });
  });

  it('normalises page and unknown sorts instead of refusing them', () => {
    const r = parseQuery(ProductsQuerySchema, { page: 'abc', sortby: 'cheapest' });
    expect(r.success && r.data.page).toBe(1);
    expect(r.success && r.data.sortby).toBe('newest');
    const z = parseQuery(ProductsQuerySchema, { page: '0' });
    expect(z.success && z.data.page).toBe(1);
  });

  it('treats blank values as absent', () => {
    const r = parseQuery(ProductsQuerySchema, { q: '  ', min: '', brand: '' });
    expect(r).toEqual({
      success: true,
      data: expect.objectContaining({ q: undefined, min: undefined, brand: undefined }),
    });
  });

  it('refuses nonsense numbers with one message per rule', () => {
    const r = parseQuery(AllQuerySchema, { min: 'abc', max: '-5', brand: 'apple', rating: '9' });
    expect(r).toEqual({
      success: false,
      messages: [
        'The brand must be a comma-separated list of ids.',
        'The rating may not be greater than 5.',
        'The min must be a number.',
        'The max must be at least 0.',
      ],
    });
  });

  it('refuses oversized text', () => {
    const r = parseQuery(ProductsQuerySchema, { q: 'x'.repeat(500) });
    expect(r.success).toBe(false);
  });
});

describe('other queries', () => {
  it('defaults review ordering but refuses bad values', () => {
    const ok = parseQuery(ReviewsQuerySchema, {});
    expect(ok.success && ok.data).toMatchObject({ order_by: 'created_at', type: 'desc', page: 1 });
    const bad = parseQuery(ReviewsQuerySchema, { order_by: 'password', type: 'sideways' });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.messages).toHaveLength(2);
  });
  it('requires a store slug', () => {
    expect(parseQuery(StoreQuerySchema, {})).toEqual({
      success: false,
      messages: ['slug is required'],
    });
  });
});
