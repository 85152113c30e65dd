import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, keepQueryPageHref, pageWindow } from '#app/components/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '#app/components/product-grid.tsx';
import { CARD_IMAGES, USD, renderAt, loadTranslations } from '#tests/support/render.tsx';

loadTranslations();

describe('pageWindow (Laravel paginator links)', () => {
  it('shows every page up to 12', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows both ends and three pages each side of the current one, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 2, 'gap', 17, 18, 19, 20]);
    // No gap of a single missing page is ever needed: 3 follows 2 directly.
    expect(pageWindow(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 19, 20]);
  });

  it('agrees with the links the API emits (contract/paginate.ts)', async () => {
    const { buildPaginator } = await import('#contract/paginate.ts');
    for (const [page, last] of [
      [1, 1],
      [3, 13],
      [9, 30],
      [30, 30],
    ] as const) {
      const links = buildPaginator({ items: [], total: last * 10, page, perPage: 10, path: '/x' })
        .links.slice(1, -1)
        .map((l) => (l.label === '...' ? 'gap' : Number(l.label)));
      expect(pageWindow(page, last), `${page}/${last}`).toEqual(links);
    }
  });
});

describe('keepQueryPageHref', () => {
  it('changes only page and drops it for page 1', () => {
    expect(keepQueryPageHref('/all/x', '?brand=1%2C2&sortby=price_low_to_high', 3)).toBe(
      '/all/x?brand=1%2C2&sortby=price_low_to_high&page=3',
    );
    expect(keepQueryPageHref('/all/x', '?page=3&q=a+b', 1)).toBe('/all/x?q=a+b');
    expect(keepQueryPageHref('/brands', '', 1)).toBe('/brands');
  });
});

describe('Pagination', () => {
  it('is a named navigation with rel=prev/next and the current page marked', async () => {
    renderAt('/fr/categories?page=2', <Pagination page={2} lastPage={3} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/fr/categories',
    );
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/fr/categories?page=3',
    );
  });

  it('keeps every other query parameter, repeated ones included, and changes nothing else', async () => {
    renderAt(
      '/x/brand?brand=1&brand=2&min=10&sortby=price_high_to_low&page=1',
      <Pagination page={1} lastPage={30} />,
    );
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/x/brand?brand=1&brand=2&min=10&sortby=price_high_to_low&page=4',
    );
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3', '4', '29', '30', 'Next›']);
  });

  it('uses a caller-built href when given, and renders nothing for one page', async () => {
    const { container } = renderAt(
      '/search?q=lap',
      <>
        <Pagination page={1} lastPage={2} href={(p) => `/custom/${p}`} label="Results pages" />
        <Pagination page={1} lastPage={1} label="Single" />
      </>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Results pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/custom/2');
    expect(screen.queryByRole('navigation', { name: 'Single' })).toBeNull();
    expect(container.querySelectorAll('nav')).toHaveLength(1);
  });

  it('is translated', async () => {
    renderAt('/ar/brands', <Pagination page={1} lastPage={2} />, 'ar');
    const nav = await screen.findByRole('navigation');
    expect(nav).not.toHaveAccessibleName('Pages');
    expect(within(nav).getByRole('link', { name: /2/ })).toHaveAttribute(
      'href',
      '/ar/brands?page=2',
    );
  });
});

describe('ProductGrid', () => {
  it('lists product cards, or says it is empty', async () => {
    renderAt(
      '/',
      <>
        <ProductGrid
          products={[{ id: 3, title: 'Mock Laptop', slug: 'mock-laptop', selling: 20 }]}
          lang="en"
          money={USD}
          images={CARD_IMAGES}
          empty="None"
        />
        <ProductGrid
          products={[]}
          lang="en"
          money={USD}
          images={CARD_IMAGES}
          empty="Nothing here"
        />
      </>,
    );
    const link = await screen.findByRole('link', { name: /Mock Laptop/ });
    expect(link).toHaveAttribute('href', '/mock-laptop/product/3');
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByText('None')).toBeNull();
  });

  it('shows 21 shimmer placeholders by default, announced as loading', async () => {
    renderAt('/', <ProductGridSkeleton />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('shimmer').children).toHaveLength(21);
  });
});
