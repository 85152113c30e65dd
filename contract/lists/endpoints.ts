// api/v1 endpoints of the lists domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import {
  ListPageSchema,
  ListToggleSchema,
  ProductIdBodySchema,
  WishlistIdsSchema,
} from './schemas.ts';
import { ListQuerySchema } from '../paginate.ts';

export const listsEndpoints = {
  wishlistAll: defineEndpoint({
    method: 'GET',
    path: 'user/wishlist/all',
    auth: 'user',
    summary: 'The wishlist, 14 per page',
    query: ListQuerySchema,
    data: ListPageSchema,
  }),
  wishlistAction: defineEndpoint({
    method: 'POST',
    path: 'user/wishlist/action',
    auth: 'user',
    summary: 'Add or remove a product (toggle)',
    body: ProductIdBodySchema,
    data: ListToggleSchema,
  }),
  wishlistIds: defineEndpoint({
    method: 'GET',
    path: 'user/wishlist/ids',
    auth: 'user',
    summary: '(proposed) Product ids in the wishlist',
    data: WishlistIdsSchema,
  }),
  compareAll: defineEndpoint({
    method: 'GET',
    path: 'user/compare-list/all',
    auth: 'user',
    summary: 'The compare list with brand, stock and attributes',
    query: ListQuerySchema,
    data: ListPageSchema,
  }),
  compareAction: defineEndpoint({
    method: 'POST',
    path: 'user/compare-list/action',
    auth: 'user',
    summary: 'Add or remove a product (toggle; at most 4)',
    body: ProductIdBodySchema,
    data: ListToggleSchema,
  }),
};
