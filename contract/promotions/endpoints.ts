// api/v1 endpoints of the promotions run in the browser (issue 35 item 2): staff's flash sales, vouchers and bundle
// deals (`auth: 'admin'`: anyone else gets the envelope's 404), and a seller's own store's vouchers (`auth:
// 'seller'`: another store's voucher is the 404 too). Each kind has a list, one record, save (create without an
// id, update with one) and delete; every write is audited.
import { defineEndpoint } from '../endpoint.ts';
import type { z } from '../zod.ts';
import { AdminIdParamsSchema } from '../admin/schemas.ts';
import {
  AdminVoucherBodySchema,
  BundleDealBodySchema,
  BundleDealPageSchema,
  BundleDealRecordSchema,
  FlashSaleBodySchema,
  FlashSalePageSchema,
  FlashSaleRecordSchema,
  PromotionIdBodySchema,
  PromotionQuerySchema,
  PromotionSavedSchema,
  SellerVoucherBodySchema,
  VoucherPageSchema,
  VoucherRecordSchema,
} from './schemas.ts';

type Auth = 'admin' | 'seller';
function kind<A extends Auth, L extends z.ZodType, R extends z.ZodType, B extends z.ZodType>(
  auth: A,
  path: string,
  one: string,
  schemas: { list: L; record: R; body: B },
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${auth}/${path}`,
      auth,
      summary: `Every ${one}, 25 a page, newest first; q searches the title`,
      query: PromotionQuerySchema,
      data: schemas.list,
    }),
    one: defineEndpoint({
      method: 'GET',
      path: `${auth}/${path}/{id}`,
      auth,
      summary: `One ${one} with its titles and its audit log`,
      params: AdminIdParamsSchema,
      data: schemas.record,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${auth}/${path}/save`,
      auth,
      summary: `Create a ${one} (no id) or update one (id), validated and audited`,
      body: schemas.body,
      data: PromotionSavedSchema,
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `${auth}/${path}/delete`,
      auth,
      summary: `Delete a ${one} (audited)`,
      body: PromotionIdBodySchema,
      data: PromotionSavedSchema,
    }),
  };
}

/** Each kind's four endpoints (the API, the mocks and the storefront use these). */
export const promotions = {
  flashSales: kind('admin', 'flash-sales', 'flash sale', {
    list: FlashSalePageSchema,
    record: FlashSaleRecordSchema,
    body: FlashSaleBodySchema,
  }),
  vouchers: kind('admin', 'vouchers', 'voucher (shop-wide or one store’s)', {
    list: VoucherPageSchema,
    record: VoucherRecordSchema,
    body: AdminVoucherBodySchema,
  }),
  sellerVouchers: kind('seller', 'vouchers', 'voucher of the seller’s own store', {
    list: VoucherPageSchema,
    record: VoucherRecordSchema,
    body: SellerVoucherBodySchema,
  }),
  bundleDeals: kind('admin', 'bundle-deals', 'bundle deal (buy X get Y free)', {
    list: BundleDealPageSchema,
    record: BundleDealRecordSchema,
    body: BundleDealBodySchema,
  }),
};

const P = promotions;
/** The same endpoints by name, for contract/endpoints.ts. */
export const promotionEndpoints = {
  adminFlashSales: P.flashSales.list,
  adminFlashSale: P.flashSales.one,
  adminFlashSaleSave: P.flashSales.save,
  adminFlashSaleDelete: P.flashSales.remove,
  adminVouchers: P.vouchers.list,
  adminVoucher: P.vouchers.one,
  adminVoucherSave: P.vouchers.save,
  adminVoucherDelete: P.vouchers.remove,
  sellerVouchers: P.sellerVouchers.list,
  sellerVoucher: P.sellerVouchers.one,
  sellerVoucherSave: P.sellerVouchers.save,
  sellerVoucherDelete: P.sellerVouchers.remove,
  adminBundleDeals: P.bundleDeals.list,
  adminBundleDeal: P.bundleDeals.one,
  adminBundleDealSave: P.bundleDeals.save,
  adminBundleDealDelete: P.bundleDeals.remove,
};
