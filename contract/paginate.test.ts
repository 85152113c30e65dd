import { describe, expect, it } from 'vitest';
import { buildPaginator, normalisePage, paginatorSchema } from './paginate.ts';
import { z } from './zod.ts';

describe('Laravel paginator', () => {
  it('fills every field', () => {
    const p = buildPaginator({
      items: ['a', 'b'],
      total: 32,
      page: 2,
      perPage: 30,
      path: 'http://x/api/v1/products',
      query: { sortby: 'price_low_to_high', page: '2' },
    });
    expect(p).toMatchObject({
      current_page: 2,
      last_page: 2,
      per_page: 30,
      total: 32,
      from: 31,
      to: 32,
      prev_page_url: 'http://x/api/v1/products?sortby=price_low_to_high&page=1',
      next_page_url: null,
      path: 'http://x/api/v1/products',
    });
    expect(p.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', 'Next &raquo;']);
    expect(paginatorSchema(z.string()).parse(p).data).toEqual(['a', 'b']);
  });

  it('gives null positions for an empty page past the end', () => {
    const p = buildPaginator({ items: [], total: 5, page: 9, perPage: 30, path: '/p' });
    expect(p).toMatchObject({ from: null, to: null, last_page: 1 });
  });

  it('windows the page links of a long catalogue', () => {
    const p = buildPaginator({ items: [1], total: 100000, page: 50, perPage: 30, path: '/p' });
    const labels = p.links.map((l) => l.label);
    expect(labels).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '47',
      '48',
      '49',
      '50',
      '51',
      '52',
      '53',
      '...',
      '3333',
      '3334',
      'Next &raquo;',
    ]);
  });

  it('normalises page numbers', () => {
    expect(normalisePage(undefined)).toBe(1);
    expect(normalisePage('0')).toBe(1);
    expect(normalisePage('-3')).toBe(1);
    expect(normalisePage('abc')).toBe(1);
    expect(normalisePage('7')).toBe(7);
  });
});
