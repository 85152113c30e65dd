// Product cards share their page's two forms (issue 18, decision 085): the buttons name them with `form=`,
// and post the product id with the form's CSRF token, intent and way back.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '#app/components/product-grid.tsx';
import { template } from '#app/lib/i18n.ts';
import { CARD_IMAGES, USD, renderAt, loadTranslations } from '#tests/support/render.tsx';

loadTranslations();

const products = [
  { id: 3, title: 'Mock Laptop', slug: 'mock-laptop', selling: 20, rating: 4.25, review_count: 2 },
  { id: 4, title: 'Mock Phone', selling: 30, offered: 15 },
];

describe('CardShelf', () => {
  it('renders one wishlist form and one cart form for all the cards, which hold none', async () => {
    const { container } = renderAt(
      '/fr/all/x?page=2',
      <ProductGrid products={products} lang="fr" money={USD} images={CARD_IMAGES} empty="-" />,
      'fr',
      'token-1',
    );
    await screen.findByRole('link', { name: /Mock Laptop/ });
    const forms = [...container.querySelectorAll('form')];
    expect(forms).toHaveLength(2);
    expect(container.querySelectorAll('article form')).toHaveLength(0);
    const [wish, cart] = forms as [HTMLFormElement, HTMLFormElement];
    expect(wish.getAttribute('action')).toBe('/fr/user/wishlists');
    expect(cart.getAttribute('action')).toBe('/fr/cart');
    const fields = (f: HTMLFormElement) => Object.fromEntries(new FormData(f));
    expect(fields(wish)).toEqual({
      csrf: 'token-1',
      intent: 'toggle-wishlist',
      redirectTo: '/fr/all/x?page=2',
    });
    expect(fields(cart)).toEqual({
      csrf: 'token-1',
      intent: 'add',
      redirectTo: '/fr/all/x?page=2',
      choose: 'card',
    });

    // Each card's buttons belong to those forms and send its id; their names say which product.
    const heart = screen.getByRole('button', { name: 'Ajouter Mock Laptop aux favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((heart as HTMLButtonElement).form).toBe(wish);
    expect(heart).toHaveAttribute('name', 'product_id');
    expect(heart).toHaveAttribute('value', '3');
    const add = screen.getByRole('button', { name: /Mock Phone$/ }) as HTMLButtonElement;
    expect(add.form).toBe(cart);
    expect(add).toHaveAttribute('value', '4');
    expect(Object.fromEntries(new FormData(cart, add))).toMatchObject({ product_id: '4' });

    // Strings translated once for the shelf read as `t()` would have said them.
    expect(screen.getByText('Noté 4.3 sur 5')).toBeInTheDocument();
    expect(screen.getByText('-50 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mock Phone/ })).toHaveAttribute(
      'href',
      '/fr/product/product/4',
    );
  });

  it('template fills a translation once made with a marker', () => {
    const t = (key: string, o: Record<string, string>) => `${key}: [${o.title}] and more`;
    const fill = template(t, 'k', 'title');
    expect(fill('A & <b>')).toBe('k: [A & <b>] and more');
  });
});
