// One review per order and product (docs/api-reference.md §8.23, issue 17): a unique index, so two concurrent posts
// for the same order line make one review, and `rating-review/action` upserts on it. The order's owner is the
// review's author, so (order, product) is (order, product, author). Reviews without an order (the demo seed's)
// have a null order_id, which both databases let repeat.
import type { Migration } from 'kysely';
import { createIndex } from '../migration-steps.ts';

export function reviewUniqueMigration(): Migration {
  return {
    async up(db) {
      await createIndex(
        db,
        'rating_reviews_order_product_ux',
        'rating_reviews',
        ['order_id', 'product_id'],
        { unique: true },
      );
    },
    async down(db) {
      await db.schema.dropIndex('rating_reviews_order_product_ux').ifExists().execute();
    },
  };
}
