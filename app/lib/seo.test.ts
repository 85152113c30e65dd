import { describe, expect, it } from 'vitest';
import { canonicalPath, productJsonLd, seo } from '#app/lib/seo.ts';

const args = (pathname: string, search = '') => ({
  location: { pathname, search, hash: '', state: null, key: 'k' },
  matches: [
    {
      id: 'root',
      pathname: '/',
      params: {},
      meta: [],
      data: {
        origin: 'https://shop.example',
        site: { site_setting: { site_name: 'Bazaar', meta_description: 'Shop' } },
      },
    },
  ],
});

describe('seo', () => {
  it('keeps only the parameters that make a page in the canonical URL', () => {
    expect(canonicalPath('/all/electronics', '?brand=1&brand=2&min=5&page=2&sortby=x')).toBe(
      '/all/electronics?page=2&brand=1',
    );
    expect(canonicalPath('/x/products', '?home_spm=3&page=1')).toBe('/x/products?home_spm=3');
  });

  it('gives title, canonical, five hreflang alternates + x-default and Open Graph', () => {
    const meta = seo(args('/ar/all/electronics', '?page=2&rating=3') as never, {
      title: 'إلكترونيات',
      image: '/uploads/a.svg',
    });
    expect(meta).toContainEqual({ title: 'إلكترونيات | Bazaar' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/ar/all/electronics?page=2',
    });
    const alternates = meta.filter((m) => 'rel' in m && m.rel === 'alternate');
    expect(alternates.map((m) => (m as { hrefLang: string }).hrefLang)).toEqual([
      'en',
      'fr',
      'ar',
      'tr',
      'hi',
      'x-default',
    ]);
    expect(alternates[0]).toMatchObject({ href: 'https://shop.example/all/electronics?page=2' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ar_AR' });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://shop.example/uploads/a.svg',
    });
  });

  it('writes Product JSON-LD that parses and cannot close its script', () => {
    const text = productJsonLd({
      name: 'Laptop </script><script>alert(1)</script>',
      url: 'https://shop.example/x/product/1',
      price: 1066.9,
      currency: 'USD',
      inStock: true,
      rating: 4.25,
      reviewCount: 8,
    });
    expect(text).not.toContain('<');
    const data = JSON.parse(text);
    expect(data.offers).toMatchObject({
      price: '1066.90',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 8 });
  });
});
