// api/v1 endpoints of the vouchers domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import {
  VoucherCollectBodySchema,
  VoucherCollectDataSchema,
  VoucherListQuerySchema,
  VoucherPageSchema,
  VoucherValidityBodySchema,
  VoucherValidityDataSchema,
} from './schemas.ts';

export const vouchersEndpoints = {
  vouchers: defineEndpoint({
    method: 'GET',
    path: 'user/user-vouchers',
    auth: 'optional',
    summary: 'Running public vouchers (collected=1: the caller’s collected ones)',
    query: VoucherListQuerySchema,
    data: VoucherPageSchema,
    aliases: ['user/vouchers'],
  }),
  voucherCollect: defineEndpoint({
    method: 'POST',
    path: 'user/voucher/collect',
    auth: 'user',
    summary: '(proposed) Keep a voucher in the account',
    body: VoucherCollectBodySchema,
    data: VoucherCollectDataSchema,
  }),
  voucherValidity: defineEndpoint({
    method: 'POST',
    path: 'voucher/validity',
    auth: 'owner',
    summary: 'Check a voucher against the selected cart lines',
    body: VoucherValidityBodySchema,
    data: VoucherValidityDataSchema,
  }),
};
