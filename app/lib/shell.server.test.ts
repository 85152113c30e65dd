// The shell's hydration data: the category tree keeps only what the pages use (issue 18).
import { describe, expect, it } from 'vitest';
import { categoryLinks } from '#app/lib/shell.server.ts';
import { commonFixture } from '#mocks/site.ts';

describe('categoryLinks', () => {
  it('keeps id, title, slug and the children, without the repeated footer and public lists', () => {
    const tree = categoryLinks([
      {
        id: 1,
        title: 'Laptops',
        slug: 'laptops',
        image: 'laptops.svg',
        meta_description: 'Long text',
        in_footer: 1,
        child: [{ id: 2, title: 'Gaming', slug: 'gaming', image: 'g.svg', parent: 1 }],
        in_footer_child: [{ id: 2, title: 'Gaming', slug: 'gaming' }],
        public_sub_categories: [{ id: 2, title: 'Gaming', slug: 'gaming' }],
      },
      { id: 3, title: 'Phones', slug: null },
    ] as Parameters<typeof categoryLinks>[0]);
    expect(tree).toEqual([
      {
        id: 1,
        title: 'Laptops',
        slug: 'laptops',
        child: [{ id: 2, title: 'Gaming', slug: 'gaming' }],
      },
      { id: 3, title: 'Phones', slug: null, child: [] },
    ]);
  });

  it('makes the mock shop’s tree smaller', () => {
    const before = JSON.stringify(commonFixture.categories).length;
    const after = JSON.stringify(categoryLinks(commonFixture.categories)).length;
    expect(after).toBeLessThan(before);
  });
});
