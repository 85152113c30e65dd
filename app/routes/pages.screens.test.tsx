// The flash-sale and static-page screens rendered from loader-shaped data (Testing Library, jsdom).
import { Outlet as RootOutlet } from '@remix-run/react';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/site.ts';
import { FlashSalesDataSchema } from '#contract/catalog/flash-sale.ts';
import { CommonDataSchema } from '#contract/site/common.ts';
import { flashSalesFixture } from '#mocks/catalog.fixtures.ts';
import FlashSalesRoute from '#app/routes/($lang).flash-sale._index.tsx';
import FlashSaleRoute from '#app/routes/($lang).flash-sale.$id.tsx';
import StaticPageRoute from '#app/routes/($lang).page.$slug/route.tsx';
import { renderStub, loadTranslations } from '#tests/support/render.tsx';
import { saleTimeTexts } from '#app/lib/format.ts';

loadTranslations();

// Loaders hand components parsed data (numbers, not the wire's numeric strings).
const site = { ...CommonDataSchema.parse(commonFixture), img_src_url: '/uploads/' };

function renderRoute(path: string, Component: ComponentType, data: object) {
  return renderStub(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ site, locale: 'en', dir: 'ltr', toast: null }),
        Component: () => <RootOutlet />,
        children: [{ path: '*', loader: () => data, Component }],
      },
    ],
    path,
  );
}

describe('flash sales screen', () => {
  it('shows each sale with its products and link, and labels the upcoming one', async () => {
    renderRoute('/flash-sale', FlashSalesRoute, {
      sales: FlashSalesDataSchema.parse(flashSalesFixture).map((s) => ({
        ...s,
        ...saleTimeTexts(s, 'en'),
        upcoming: s.id === 2,
      })),
      title: 'Flash sales',
    });
    const running = await screen.findByRole('region', { name: 'Mock Mega Sale' });
    expect(within(running).getAllByRole('article')).toHaveLength(9);
    expect(
      within(running).getByRole('link', { name: 'All products of Mock Mega Sale' }),
    ).toHaveAttribute('href', '/flash-sale/1');
    // The flash price ($600.00) against the struck-through previous one.
    expect(within(running).getAllByText('$600.00')[0]).toBeInTheDocument();
    expect(running.querySelector('article s')?.textContent).toMatch(/^\$(1,200\.00|999\.50)$/);
    const upcoming = screen.getByRole('region', { name: /Mock Coming Sale/ });
    expect(within(upcoming).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcoming).getByText(/^Starts \w{3} \d{1,2}, \d{4}/)).toBeInTheDocument();
    // Not started: the flash price does not apply yet.
    expect(within(upcoming).queryByText('$600.00')).toBeNull();
  });

  it('says so when no sale runs', async () => {
    renderRoute('/flash-sale', FlashSalesRoute, { sales: [], title: 'Flash sales' });
    expect(
      await screen.findByText('There are no flash sales right now. Check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows an unavailable sale with the message and the way back', async () => {
    renderRoute('/flash-sale/9', FlashSaleRoute, {
      found: false,
      message: 'Flash sale not found or ended',
      title: 'This flash sale is not available',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Flash sale not found or ended');
    expect(screen.getByRole('link', { name: 'See the current flash sales' })).toHaveAttribute(
      'href',
      '/flash-sale',
    );
  });
});

describe('static page screen', () => {
  it('renders the (already sanitised) HTML under the title', async () => {
    renderRoute('/page/faq', StaticPageRoute, {
      page: {
        slug: 'faq',
        title: 'FAQ',
        metaDescription: null,
        component: null,
        html: '<h2>How do I track my order?</h2><p>Use the code.</p>',
        categories: [],
        products: [],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('page-content')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('How do I track my order?');
  });

  it('renders the sitemap component as links', async () => {
    renderRoute('/page/sitemap', StaticPageRoute, {
      page: {
        slug: 'sitemap',
        title: 'Sitemap',
        metaDescription: null,
        component: 'Sitemap',
        html: '',
        categories: [{ id: 1, title: 'Electronics', slug: 'electronics' }],
        products: [{ id: 3, title: 'Mock Laptop 3', slug: 'mock-laptop-3' }],
      },
    });
    expect(await screen.findByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/all/electronics',
    );
    expect(screen.getByRole('link', { name: 'Mock Laptop 3' })).toHaveAttribute(
      'href',
      '/mock-laptop-3/product/3',
    );
  });
});
