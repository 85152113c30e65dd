// Where the top and popup banners may appear (decision 143): never on a page of buying, the account or a
// workspace, in any language, whatever staff chose; elsewhere on the page kinds they named (none: all).
import { describe, expect, it } from 'vitest';
import { promotionPageOf, promotionShowsOn } from './promotion-pages.ts';

const NEVER = [
  '/checkout',
  '/checkout/',
  '/checkout/pay/12',
  '/checkout/complete/12',
  '/user/profile',
  '/user/order/4',
  '/admin',
  '/admin/banners/3',
  '/admin/sign-in',
  '/seller',
  '/seller/orders/5',
  '/seller/register',
  '/stripe/cancel/3',
  '/paypal/return/3',
  '/razorpay-callback',
];

describe('promotion pages', () => {
  it.each(['', '/ar', '/fr', '/hi'])(
    'never shows on checkout, account and workspace pages (%s)',
    (prefix) => {
      for (const path of NEVER) {
        expect(promotionPageOf(`${prefix}${path}`), `${prefix}${path}`).toBeNull();
        expect(promotionShowsOn([], `${prefix}${path}`)).toBe(false);
        expect(promotionShowsOn(['home', 'other'], `${prefix}${path}.data`)).toBe(false);
      }
    },
  );

  it('names the other pages by kind', () => {
    expect(
      [
        '/',
        '/ar',
        '/cart',
        '/shop/nadia',
        '/page/faq',
        '/flash-sale/2',
        '/x/product/3',
        '/all/audio',
        '/x/products',
        '/search',
        '/track-order',
      ].map(promotionPageOf),
    ).toEqual([
      'home',
      'home',
      'cart',
      'shop',
      'page',
      'flash-sale',
      'product',
      'listing',
      'listing',
      'listing',
      'other',
    ]);
  });

  it('shows on the kinds named, or on every kind when none is', () => {
    expect(promotionShowsOn(['home'], '/ar')).toBe(true);
    expect(promotionShowsOn(['home'], '/cart')).toBe(false);
    expect(promotionShowsOn(null, '/cart')).toBe(true);
    expect(promotionShowsOn([], '/x/product/1')).toBe(true);
  });
});
