// Search suggestions of the mock API (docs/api-reference.md §8.7): products, tags, categories and child categories
// whose title holds the text, at most 9 of each; an empty text finds nothing.
import { endpoints } from '#contract/endpoints.ts';
import { ok } from '#contract/envelope.ts';
import { mock, type Fixture } from './mock.ts';
import {
  CATEGORY_COUNT,
  PRODUCT_COUNT,
  SUB_CATEGORIES,
  cardFixture,
  categoryFixture,
} from './catalog.fixtures.ts';

const LIMIT = 9;
const TAGS = ['laptop', 'gaming laptop', 'laptop bag', 'phone', 'mock'].map((title, i) => ({
  id: i + 1,
  title,
}));

export function searchFixture(q: string | undefined) {
  const hit = (title: string) => Boolean(q) && title.toLowerCase().includes(q!.toLowerCase());
  const parent = categoryFixture(1);
  return {
    product: Array.from({ length: PRODUCT_COUNT }, (_, i) => cardFixture(i + 1))
      .filter((p) => hit(p.title))
      .slice(0, LIMIT),
    suggested: TAGS.filter((t) => hit(t.title)).slice(0, LIMIT),
    category: Array.from({ length: CATEGORY_COUNT }, (_, i) => categoryFixture(i + 1))
      .filter((c) => hit(c.title))
      .slice(0, LIMIT)
      .map(({ child: _child, ...c }) => c),
    sub_category: SUB_CATEGORIES.filter((c) => hit(c.title)).map(({ parent: _p, ...c }) => ({
      ...c,
      category: { id: parent.id, title: parent.title, slug: parent.slug },
    })),
  } satisfies Fixture<'search'>;
}

export const searchHandlers = [
  ...mock(endpoints.search, ({ query }) => ok(searchFixture(query.q))),
];
