// api/v1 endpoints of the stores domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';
import { ListQuerySchema } from '../paginate.ts';
import {
  FollowBodySchema,
  FollowingPageSchema,
  StoreDataSchema,
  StoreQuerySchema,
} from './schemas.ts';

export const storesEndpoints = {
  store: defineEndpoint({
    method: 'GET',
    path: 'store',
    auth: 'optional',
    summary: 'Store page',
    query: StoreQuerySchema,
    data: StoreDataSchema,
    header: 'language',
  }),
  follow: defineEndpoint({
    method: 'POST',
    path: 'user/store/follow',
    auth: 'user',
    summary: 'Follow or unfollow a store (toggle)',
    body: FollowBodySchema,
    data: z.literal(true),
  }),
  followingList: defineEndpoint({
    method: 'GET',
    path: 'user/store/following-list',
    auth: 'user',
    summary: 'Followed stores, 14 per page',
    query: ListQuerySchema,
    data: FollowingPageSchema,
  }),
};
