import { describe, expect, it } from 'vitest';
import { imageUrl } from './images.ts';

const settings = {
  img_src_url: 'https://shop.test/uploads/',
  thumb_prefix: 'thumb-',
  default_image: 'default-image.svg',
};

describe('image URLs (docs/api-reference.md §6.1)', () => {
  it('joins the base and the file name, with the thumbnail prefix when asked', () => {
    expect(imageUrl('p-1.svg', settings)).toBe('https://shop.test/uploads/p-1.svg');
    expect(imageUrl('p-1.svg', settings, { thumb: true })).toBe(
      'https://shop.test/uploads/thumb-p-1.svg',
    );
  });
  it('uses the default image for missing values', () => {
    for (const v of [null, undefined, '', 'null']) {
      expect(imageUrl(v, settings)).toBe('https://shop.test/uploads/default-image.svg');
    }
  });
  it('passes absolute URLs through and skips thumbnails when the prefix is empty', () => {
    expect(imageUrl('https://cdn.test/a.webp', settings, { thumb: true })).toBe(
      'https://cdn.test/a.webp',
    );
    expect(imageUrl('a.webp', { ...settings, thumb_prefix: null }, { thumb: true })).toBe(
      'https://shop.test/uploads/a.webp',
    );
  });
});
