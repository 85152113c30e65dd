// Product reviews in-process on SQLite and (when reachable) PostgreSQL, parsed with their contract schema.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('reviews on %s', (dialect) => {
  const { getParsed } = useTestApi(dialect);

  it('pages reviews with totals per rating and reviewers as {id, name} only', async () => {
    const withReviews = (await getParsed('products', '/products?sortby=avg_customer_review')).result
      .data[0].id;
    const reviews = await getParsed(
      'reviews',
      `/reviews/${withReviews}?order_by=created_at&type=desc&get_total=true`,
    );
    expect(reviews.all.per_page).toBe(6);
    expect(reviews.total.length).toBeGreaterThan(0);
    expect(Object.keys(reviews.all.data[0].user)).toEqual(['id', 'name']);
  });
});
