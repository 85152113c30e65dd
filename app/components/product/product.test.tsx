// Product page components in jsdom: the gallery (links without JS, zoom by keyboard), the variant form and
// the add-to-cart refusals, the reviews block and the voucher copy button.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@remix-run/react';
import { describe, expect, it, vi } from 'vitest';
import type { AttributeGroup } from '#contract/shapes.ts';
import { inventoryFixture, voucherFixture } from '#mocks/catalog.fixtures.ts';
import { ReviewsDataSchema } from '#contract/reviews/schemas.ts';
import { reviewsFixture } from '#mocks/reviews.ts';
import { Gallery, imageHref } from '#app/components/product/gallery.tsx';
import { BuyBox } from '#app/components/product/buy-box.tsx';
import { Reviews, pageParamHref, starTotals } from '#app/components/product/reviews.tsx';
import { Vouchers } from '#app/components/product/vouchers.tsx';
import { selectionFrom } from '#app/components/product/variants.ts';
import { USD, renderAt as renderShared, loadTranslations } from '#tests/support/render.tsx';

loadTranslations();

const renderAt = (path: string, element: React.ReactNode, lng = 'en') =>
  renderShared(path, element, lng, 'csrf-token');

/** Shows the current URL so tests can see what a choice did to it. */
function Url() {
  const l = useLocation();
  return <output data-testid="url">{`${l.pathname}${l.search}`}</output>;
}

describe('Gallery', () => {
  const images = ['/u/a.svg', '/u/b.svg', '/u/c.svg'];
  const thumbs = images.map((s) => s.replace('/u/', '/u/thumb-'));

  it('renders thumbnails as ?image=N links, the active one marked, and a full-size link', () => {
    renderAt(
      '/x/product/1?a1=2&image=1',
      <Gallery images={images} thumbs={thumbs} full={images} title="Lamp" active={1} />,
    );
    const region = screen.getByRole('region', { name: 'Product images' });
    const links = within(region)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/x/product/1?a1=2',
      '/x/product/1?a1=2&image=1',
      '/x/product/1?a1=2&image=2',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(within(links[2]!).getByRole('img')).toHaveAccessibleName('Lamp, image 3');
    expect(screen.getByRole('link', { name: 'View full size' })).toHaveAttribute(
      'href',
      '/u/b.svg',
    );
    expect(screen.getByRole('img', { name: 'Lamp' })).toHaveAttribute('src', '/u/b.svg');
  });

  it('imageHref keeps the other parameters and drops image for the first picture', () => {
    expect(imageHref('?a1=2&image=2', 0)).toBe('?a1=2');
    expect(imageHref('', 2)).toBe('?image=2');
  });

  it('zooms by keyboard: Enter toggles, arrows pan, Escape leaves', () => {
    renderAt(
      '/x/product/1',
      <Gallery images={images} thumbs={thumbs} full={images} title="Lamp" active={0} />,
    );
    const zoom = screen.getByRole('button', { name: 'Zoom in on the image' });
    expect(zoom).toHaveAttribute('tabindex', '0');
    expect(zoom).toHaveAccessibleDescription(/Press Enter to zoom/);
    fireEvent.keyDown(zoom, { key: 'Enter' });
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(zoom).toHaveAccessibleName('Zoom out');
    const img = within(zoom).getByRole('img');
    expect(img.style.transform).toBe('scale(2.2)');
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    fireEvent.keyDown(zoom, { key: 'ArrowDown' });
    expect(img.style.transformOrigin).toBe('60% 60%');
    fireEvent.keyDown(zoom, { key: 'Escape' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(img.style.transform).toBe('');
    fireEvent.keyDown(zoom, { key: ' ' });
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the large image at once when a thumbnail is clicked (JS)', async () => {
    function Harness() {
      const l = useLocation();
      const n = Number(new URLSearchParams(l.search).get('image')) || 0;
      return <Gallery images={images} thumbs={thumbs} full={images} title="Lamp" active={n} />;
    }
    renderAt('/x/product/1', <Harness />);
    const region = screen.getByRole('region', { name: 'Product images' });
    await act(async () => {
      fireEvent.click(within(within(region).getAllByRole('listitem')[2]!).getByRole('link'));
    });
    expect(screen.getByRole('img', { name: 'Lamp' })).toHaveAttribute('src', '/u/c.svg');
  });
});

const groups = [
  {
    id: 1,
    title: 'Color',
    values: [
      { attribute_value_id: 11, title: 'Red' },
      { attribute_value_id: 12, title: 'Blue' },
    ],
  },
  {
    id: 2,
    title: 'Size',
    values: [
      { attribute_value_id: 21, title: 'S' },
      { attribute_value_id: 22, title: 'L' },
    ],
  },
] as AttributeGroup[];
const inv = inventoryFixture;
const inventory = [
  inv(101, 20, 0, [11, 21]),
  inv(102, 3, 0, [11, 22]),
  inv(103, 0, 0, [12, 21]),
  inv(104, 9, 150, [12, 22]),
];
const product = { title: 'Lamp', selling: 120, offered: 100, price: null, end_time: null };

/** The product route's own wiring: the selection comes from the URL. */
function BuyHarness({ sticky = false }: { sticky?: boolean }) {
  const l = useLocation();
  const selection = selectionFrom(new URLSearchParams(l.search), groups);
  const props = { productId: 7, product, groups, inventory, selection, money: USD, lang: 'en' };
  return (
    <>
      <BuyBox {...props} />
      {sticky ? <BuyBox sticky {...props} /> : null}
      <Url />
    </>
  );
}

describe('BuyBox', () => {
  it('without a full choice: a GET form of radio groups, a prompt, and the noscript Update button', () => {
    const { container } = renderAt('/x/product/7?a1=11', <BuyHarness />);
    const form = container.querySelector('form[method="get"]')!;
    expect(within(form as HTMLElement).getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(within(form as HTMLElement).getByRole('group', { name: /Size/ })).toHaveTextContent(
      'Choose one',
    );
    expect(form.querySelector('noscript')).not.toBeNull();
    // No inventory yet: the cart form carries no inventory id.
    expect(container.querySelector('input[name=inventory_id]')).toBeNull();
    expect(screen.getByTestId('stock')).toHaveTextContent('In stock');
  });

  it('a complete choice resolves the inventory: its id, stock and price', () => {
    const { container } = renderAt('/x/product/7?a1=12&a2=22', <BuyHarness />);
    expect(container.querySelector('input[name=inventory_id]')).toHaveValue('104');
    expect(screen.getByTestId('variant-price')).toHaveTextContent('$150.00');
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(qty).toHaveAttribute('min', '1');
    expect(qty).toHaveAttribute('max', '9');
  });

  it('shows "Only N left" and "Out of stock", and strikes through values that lead nowhere', () => {
    renderAt('/x/product/7?a1=11&a2=22', <BuyHarness />);
    expect(screen.getByTestId('stock')).toHaveTextContent('Only 3 left');
    renderAt('/x/product/7?a1=12&a2=21', <BuyHarness />);
    expect(screen.getAllByTestId('stock')[1]).toHaveTextContent('Out of stock');
    expect(screen.getAllByRole('button', { name: 'Add to cart' })[1]).toBeDisabled();
    // With Blue chosen, S has no stock.
    expect(screen.getByRole('radio', { name: /^S\b.*Out of stock/ })).toBeInTheDocument();
  });

  it('choosing a radio updates price and stock at once and replaces the URL (JS)', async () => {
    renderAt('/x/product/7?a1=12', <BuyHarness />);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    });
    expect(screen.getByTestId('url')).toHaveTextContent('/x/product/7?a1=12&a2=22');
    expect(screen.getByTestId('variant-price')).toHaveTextContent('$150.00');
    expect(screen.getByTestId('stock')).toHaveTextContent('In stock');
  });

  it('refuses to add with the spec messages: missing choice, no stock, too many', () => {
    renderAt('/x/product/7?a1=11', <BuyHarness sticky />);
    const [main, bar] = screen.getAllByRole('button', { name: 'Add to cart' });
    fireEvent.click(main!);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select all required attributes.');
    fireEvent.click(bar!);
    expect(within(screen.getByTestId('sticky-bar')).getByRole('alert')).toHaveTextContent(
      'Please select all required attributes.',
    );
  });

  it('refuses a quantity above the stock', () => {
    renderAt('/x/product/7?a1=11&a2=22', <BuyHarness />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: '4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Product quantity exceeds inventory.');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Must have minimum 1 item.');
  });

  it('posts to the cart, the wishlist and the compare list with their own forms', () => {
    const { container } = renderAt('/fr/x/product/7?a1=11&a2=21', <BuyHarness />);
    const forms = [...container.querySelectorAll('form[method="post"]')];
    expect(forms.map((f) => f.getAttribute('action'))).toEqual([
      '/cart',
      '/user/wishlists',
      '/user/compared',
    ]);
    // Add and buy now share the cart form; the price never travels with it.
    const cart = forms[0] as HTMLElement;
    expect(
      [...cart.querySelectorAll('button[name=intent]')].map((b) => b.getAttribute('value')),
    ).toEqual(['add', 'buy-now']);
    expect(cart.querySelector('input[name=price], input[name=selling]')).toBeNull();
    const wish = forms[1] as HTMLElement;
    expect(wish.querySelector('input[name=product_id]')).toHaveValue('7');
    expect(wish.querySelector('input[name=inventory_id]')).toBeNull();
    // The wishlist never needs a variant: no refusal even without a choice.
    renderAt('/x/product/7', <BuyHarness />);
    const wishButton = screen.getAllByRole('button', { name: 'Add to wishlist' }).at(-1)!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    wishButton.closest('form')!.addEventListener('submit', submitted);
    fireEvent.click(wishButton);
    expect(submitted).toHaveBeenCalled();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});

describe('Reviews', () => {
  it('totals by star, 5 → 1, missing stars 0, and the average', () => {
    expect(
      starTotals([
        { rating: 5, total: 2 },
        { rating: 2, total: 1 },
      ]),
    ).toEqual({
      counts: [
        { star: 5, count: 2 },
        { star: 4, count: 0 },
        { star: 3, count: 0 },
        { star: 2, count: 1 },
        { star: 1, count: 0 },
      ],
      all: 3,
      average: 4,
    });
    expect(starTotals(undefined)).toMatchObject({ all: 0, average: 0 });
  });

  it('pageParamHref keeps other parameters and drops page 1', () => {
    expect(pageParamHref('?a1=2&reviews_page=3', 'reviews_page', 1, '#reviews')).toBe(
      '?a1=2#reviews',
    );
    expect(pageParamHref('?a1=2', 'reviews_page', 2, '#reviews')).toBe(
      '?a1=2&reviews_page=2#reviews',
    );
  });

  it('renders the average, bars, reviews with images, and page links', () => {
    const data = ReviewsDataSchema.parse(reviewsFixture(5, 1));
    const images = { img_src_url: '/uploads/', thumb_prefix: 'thumb-', default_image: 'd.svg' };
    renderAt('/x/product/5?a1=2', <Reviews data={data} images={images} locale="en" />);
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(section).getByText('4.1')).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'Reviews by star rating' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 ★3', '4 ★3', '3 ★2', '2 ★0', '1 ★0']);
    const list = screen.getByTestId('review-list');
    expect(within(list).getAllByRole('listitem', { name: '' }).length).toBeGreaterThanOrEqual(6);
    expect(within(list).getByRole('img', { name: 'Photo 1 from Shopper 1' })).toHaveAttribute(
      'src',
      '/uploads/thumb-review-1.svg',
    );
    expect(within(section).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/x/product/5?a1=2&reviews_page=2#reviews',
    );
    expect(within(section).getByRole('link', { name: 'Show more reviews' })).toHaveAttribute(
      'href',
      '/x/product/5?a1=2&reviews_page=2#reviews',
    );
  });

  it('shows the date the loader wrote, and formats one only when it did not (decision 115)', () => {
    const data = ReviewsDataSchema.parse(reviewsFixture(5, 1));
    const [first, second, ...rest] = data.all.data;
    const dated = {
      ...data,
      all: {
        ...data.all,
        data: [{ ...first!, created_text: 'written by the loader' }, second!, ...rest],
      },
    };
    renderAt('/x/product/5', <Reviews data={dated} images={{ img_src_url: '/u/' }} locale="en" />);
    const times = screen.getByTestId('review-list').querySelectorAll('time');
    expect(times[0]).toHaveTextContent(/^written by the loader$/);
    expect(times[1]).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(second!.created_at!),
      ),
    );
  });

  it('says so when there are no reviews', () => {
    const data = ReviewsDataSchema.parse({
      ...reviewsFixture(5, 1),
      all: { ...reviewsFixture(5, 1).all, data: [], total: 0, last_page: 1 },
      total: [],
    });
    renderAt(
      '/x/product/5',
      <Reviews data={data} images={{ img_src_url: '/uploads/' }} locale="en" />,
    );
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('Vouchers', () => {
  it('lists code, value, minimum spend and validity, with a copy button once hydrated', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt(
      '/x/product/5',
      <Vouchers vouchers={[voucherFixture]} money={(m) => `$${m.toFixed(2)}`} locale="en" />,
    );
    const list = screen.getByTestId('vouchers');
    expect(list).toHaveTextContent('SAVE10');
    expect(list).toHaveTextContent('10% off');
    expect(list).toHaveTextContent('on orders over $50.00');
    expect(list).toHaveTextContent(/until .*2099/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy voucher code SAVE10' }));
    });
    expect(writeText).toHaveBeenCalledWith('SAVE10');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows the end date the loader wrote (decision 115)', () => {
    renderAt(
      '/x/product/5',
      <Vouchers
        vouchers={[{ ...voucherFixture, end_text: 'the loader’s date' }]}
        money={(m) => `$${m.toFixed(2)}`}
        locale="en"
      />,
    );
    expect(screen.getByTestId('vouchers')).toHaveTextContent('until the loader’s date');
  });
});
