// A category's or a brand's picture (issue 33 items 5–6), uploaded by staff: multipart `id` and `image`
// (JPEG, PNG or WebP judged by its bytes), stored as WebP without metadata, with its thumbnail, through the
// one file store. The kinds without a picture (collections, tags, attributes) have no such endpoint.
import { defineEndpoint } from '../endpoint.ts';
import { ImageUploadMessages } from '../images.ts';
import { z, int, str } from '../zod.ts';

export const TaxonomyImageMessages = {
  saved: 'The picture has been saved.',
  ...ImageUploadMessages,
} as const;

const TaxonomyImageSchema = z.object({ id: int, image: str });

const imageEndpoint = <K extends 'categories' | 'brands'>(kind: K) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/${kind}/image`,
    auth: 'admin',
    summary: `A ${kind === 'categories' ? 'category' : 'brand'}’s picture (multipart \`id\`, \`image\`: JPEG, PNG or WebP, at most 3 MB; stored as WebP with its thumbnail)`,
    multipart: true,
    data: TaxonomyImageSchema,
  });

export const taxonomyImages = {
  categories: imageEndpoint('categories'),
  brands: imageEndpoint('brands'),
};

export const taxonomyImageEndpoints = {
  adminCategoriesImage: taxonomyImages.categories,
  adminBrandsImage: taxonomyImages.brands,
};
