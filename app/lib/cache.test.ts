import { describe, expect, it } from 'vitest';
import { DOCUMENT, PRIVATE, SHARED_DATA, cachePolicy } from '#app/lib/cache.ts';

const base = {
  method: 'GET',
  cookie: 'frontend_prefs=x; csrf=y',
  status: 200,
  contentType: 'text/x-script',
  setsCookie: false,
  current: null,
};
const data = (path: string) => `https://shop.example${path}`;

describe('cache policy', () => {
  it('shares anonymous catalogue navigation data that leaves the root out', () => {
    for (const p of [
      '/all/electronics.data?_routes=routes/($lang).all.$category&brand=1',
      '/ar/x/product/12.data?_routes=routes/($lang).$main.product.$id',
      '/search.data?q=lap&_routes=routes/($lang).search',
      '/shop/techhub.data?_routes=routes/($lang).shop.$slug',
      '/_root.data?_routes=routes/($lang)._index',
      '/ar.data?_routes=routes/($lang)._index',
    ])
      expect(cachePolicy({ ...base, url: data(p) }), p).toBe(SHARED_DATA);
  });

  it('never shares what carries the root data, a session, a cookie or an error', () => {
    const p = data('/all/electronics.data?_routes=routes/($lang).all.$category');
    expect(cachePolicy({ ...base, url: data('/all/electronics.data') })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: data('/all/x.data?_routes=root,routes/a') })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: p, cookie: 'frontend_session=abc' })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: p, setsCookie: true })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: p, status: 404 })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: p, method: 'POST' })).toBe(PRIVATE);
    expect(cachePolicy({ ...base, url: data('/user/profile.data?_routes=routes/x') })).toBe(
      PRIVATE,
    );
  });

  it('keeps documents in the browser only, and leaves routes that chose alone', () => {
    expect(cachePolicy({ ...base, url: data('/'), contentType: 'text/html' })).toBe(DOCUMENT);
    expect(
      cachePolicy({
        ...base,
        url: data('/'),
        contentType: 'text/html',
        cookie: 'frontend_session=1',
      }),
    ).toBe(PRIVATE);
    expect(
      cachePolicy({ ...base, url: data('/sitemap.xml'), current: 'public, max-age=3600' }),
    ).toBeNull();
  });
});
