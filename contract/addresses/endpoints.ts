// api/v1 endpoints of the addresses domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import {
  AddressBodySchema,
  AddressListQuerySchema,
  AddressPageSchema,
  AddressSchema,
} from './schemas.ts';
import { IdParamsSchema } from '../query.ts';

export const addressesEndpoints = {
  addressAll: defineEndpoint({
    method: 'GET',
    path: 'user/address/all',
    auth: 'owner',
    summary: 'The caller’s addresses (token or user_token), 25 per page',
    query: AddressListQuerySchema,
    data: AddressPageSchema,
  }),
  addressFind: defineEndpoint({
    method: 'GET',
    path: 'user/address/find/{id}',
    auth: 'owner',
    summary: 'One of the caller’s addresses',
    params: IdParamsSchema,
    data: AddressSchema,
  }),
  addressAction: defineEndpoint({
    method: 'POST',
    path: 'user/address/action',
    auth: 'owner',
    summary: 'Create an address, or update one of the caller’s (id)',
    body: AddressBodySchema,
    data: AddressSchema,
    aliases: ['user/address/action/{id}'],
  }),
  addressDelete: defineEndpoint({
    method: 'DELETE',
    path: 'user/address/delete/{id}',
    auth: 'owner',
    summary: 'Delete one of the caller’s addresses',
    params: IdParamsSchema,
    data: AddressSchema,
    aliases: ['address/{id}'],
  }),
};
