// Promotions run in the browser (issue 35 item 2) on SQLite and PostgreSQL: flash sales (the end after the start,
// a flash price below the product's price, no product in two sales at overlapping times; shoppers see the sale),
// vouchers (a unique upper-case code, percent 1–100, a seller's own store's only: another store's voucher is the
// 404 for them; a store's voucher discounts that store's lines alone), bundle deals on their products, the
// audit of each change, and the authorisation table: a visitor, a shopper and a seller get the 404 on staff's
// endpoints, a visitor and a shopper on a seller's.
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionEndpoints } from '#contract/promotions/endpoints.ts';
import {
  PromotionMessages as M,
  flashPriceMessage,
  overlapMessage,
} from '#contract/promotions/schemas.ts';
import { Messages } from '#contract/messages.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { sqlNow } from '../db/values.ts';
import { useCatalogueApi } from '../products/testing.ts';
import { stockedPlainInventories, usAddress } from '../test-api.ts';

const dialects = await dialectsUnderTest();

const HOUR = 3_600_000;
const at = (offsetMs: number) => sqlNow(new Date(Date.now() + offsetMs));

describe.each(dialects)('promotions on %s', (dialect) => {
  const w = useCatalogueApi(dialect);
  const db = () => w.fx.tdb.db;
  const admin = (method: string, path: string, body?: unknown) =>
    w.call(w.tokens.admin, method, path, body);
  /** Plain products of live stores in no flash sale, with their store and price. */
  let free: { productId: number; storeId: number; price: number }[] = [];

  beforeAll(async () => {
    const plain = await stockedPlainInventories(db(), 60);
    const rows = await db()
      .selectFrom('products')
      .select(['id', 'store_id', 'selling', 'offered'])
      .where(
        'id',
        'in',
        plain.map((p) => p.productId),
      )
      .where('id', 'not in', db().selectFrom('flash_sale_products').select('product_id'))
      .where('store_id', 'is not', null)
      .where('bundle_deal_id', 'is', null)
      .orderBy('id')
      .execute();
    free = rows.map((r) => ({
      productId: r.id,
      storeId: r.store_id!,
      price: r.offered > 0 ? r.offered : r.selling,
    }));
    expect(free.length).toBeGreaterThan(4);
  });

  it('answers the 404 to a visitor, a shopper and a seller on staff’s endpoints, and to a visitor and a shopper on a seller’s', async () => {
    for (const [key, e] of Object.entries(promotionEndpoints)) {
      const who =
        e.auth === 'admin'
          ? ['', w.tokens.shopper, w.tokens.a, w.tokens.pending]
          : ['', w.tokens.shopper, w.tokens.pending, w.tokens.admin];
      for (const token of who) {
        const path = e.path.replace('{id}', '1');
        const r = await w.call(token, e.method, path, e.method === 'POST' ? { id: 1 } : undefined);
        expect(r.status, `${key} as ${token.slice(0, 6) || 'visitor'}`).toBe(404);
      }
    }
  });

  it('creates, refuses and edits flash sales; shoppers see a running one; each change is audited', async () => {
    const [p1, p2, p3] = free;
    const sale = {
      title: 'Midnight deals',
      title_ar: 'عروض منتصف الليل',
      start_time: at(-HOUR),
      end_time: at(2 * HOUR),
      status: 'public',
      products: [
        { product_id: p1!.productId, price: p1!.price - 100 },
        { product_id: p2!.productId, price: p2!.price - 1 },
      ],
    };
    const backwards = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      end_time: sale.start_time,
    });
    expect(backwards).toMatchObject({ status: 201, data: { form: [M.endBeforeStart] } });
    const dear = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      products: [{ product_id: p1!.productId, price: p1!.price }],
    });
    expect(dear.data.form).toEqual([flashPriceMessage(p1!.productId)]);
    const made = await admin('POST', 'admin/flash-sales/save', sale);
    expect(made, JSON.stringify(made)).toMatchObject({ status: 200, message: M.saved });
    const id = made.data.id as number;
    // The same product in another sale whose time overlaps is refused; a later sale is not.
    const overlapping = await admin('POST', 'admin/flash-sales/save', {
      title: 'Second',
      start_time: at(HOUR),
      end_time: at(5 * HOUR),
      products: [{ product_id: p2!.productId, price: 1 }],
    });
    expect(overlapping.data.form).toEqual([overlapMessage(p2!.productId, 'Midnight deals')]);
    const later = await admin('POST', 'admin/flash-sales/save', {
      title: 'Second',
      start_time: at(3 * HOUR),
      end_time: at(5 * HOUR),
      products: [{ product_id: p2!.productId, price: 1 }],
    });
    expect(later.status).toBe(200);
    // Shoppers see it, in Arabic too, with its flash prices.
    const running = await w.call('', 'GET', 'flash-sale', undefined, 'ar');
    const mine = (
      running.data as {
        id: number;
        title: string;
        public_products: { product_id: number; price: number }[];
      }[]
    ).find((s) => s.id === id)!;
    expect(mine.title).toBe('عروض منتصف الليل');
    expect(mine.public_products.map((p) => p.product_id).sort()).toEqual(
      [p1!.productId, p2!.productId].sort(),
    );
    const record = await admin('GET', `admin/flash-sales/${id}`);
    expect(record.data).toMatchObject({
      title: 'Midnight deals',
      slug: 'midnight-deals',
      titles: { ar: 'عروض منتصف الليل', fr: '' },
      status: 'public',
    });
    // An edit: one product off, another on; the slug given.
    const edited = await admin('POST', 'admin/flash-sales/save', {
      ...sale,
      id,
      slug: 'midnight',
      products: [{ product_id: p3!.productId, price: p3!.price - 50 }],
    });
    expect(edited.status).toBe(200);
    const after = await admin('GET', `admin/flash-sales/${id}`);
    expect(after.data.products).toEqual([
      expect.objectContaining({ product_id: p3!.productId, price: p3!.price - 50 }),
    ]);
    expect(after.data.audit.map((a: { action: string }) => a.action)).toEqual([
      'flash_sale:create',
      'flash_sale:update',
    ]);
    const slugClash = await admin('POST', 'admin/flash-sales/save', {
      title: 'Other',
      slug: 'midnight',
      start_time: at(10 * HOUR),
      end_time: at(11 * HOUR),
    });
    expect(slugClash.data.form).toEqual([M.slugTaken]);
    expect((await admin('POST', 'admin/flash-sales/delete', { id })).message).toBe(M.deleted);
    expect((await admin('GET', `admin/flash-sales/${id}`)).status).toBe(404);
    expect((await admin('POST', 'admin/flash-sales/delete', { id })).status).toBe(404);
    await admin('POST', 'admin/flash-sales/delete', { id: later.data.id });
  });

  it('keeps voucher codes unique and upper-case, checks a percentage, and scopes a seller to their store', async () => {
    const base = {
      title: 'Spring',
      type: 'percent',
      price: 10,
      capped_price: 500,
      min_spend: 0,
      usage_limit: 0,
      limit_per_customer: 1,
      start_time: at(-HOUR),
      end_time: at(48 * HOUR),
    };
    const made = await admin('POST', 'admin/vouchers/save', { ...base, code: ' spring-10 ' });
    expect(made.status, JSON.stringify(made)).toBe(200);
    expect((await admin('GET', `admin/vouchers/${made.data.id}`)).data).toMatchObject({
      code: 'SPRING-10',
      type: 'percent',
      capped_price: 500,
      store: null,
    });
    expect(
      (await admin('POST', 'admin/vouchers/save', { ...base, code: 'Spring-10' })).data.form,
    ).toEqual([M.codeTaken]);
    expect(
      (await admin('POST', 'admin/vouchers/save', { ...base, code: 'X2', price: 10 })).data.form,
    ).toEqual([M.codeShape]);
    expect(
      (await admin('POST', 'admin/vouchers/save', { ...base, code: 'BIG', price: 101 })).data.form,
    ).toEqual([M.percentRange]);
    expect(
      (
        await admin('POST', 'admin/vouchers/save', {
          ...base,
          code: 'LATE',
          end_time: base.start_time,
        })
      ).data.form,
    ).toEqual([M.endBeforeStart]);
    expect(
      (
        await admin('POST', 'admin/vouchers/save', {
          ...base,
          code: 'FLATCAP',
          type: 'flat',
          price: 500,
        })
      ).data.form,
    ).toEqual([M.capOnFlat]);
    // Seller A's voucher is their store's whatever the body says; seller B cannot read, change or delete it.
    const own = await w.call(w.tokens.a, 'POST', 'seller/vouchers/save', {
      ...base,
      code: `ASTORE-${dialect}`,
      store_id: 999,
    });
    expect(own.status, JSON.stringify(own)).toBe(200);
    const vid = own.data.id as number;
    const seen = await admin('GET', `admin/vouchers/${vid}`);
    expect(seen.data.store.id).toBe(w.storeA);
    for (const [method, path, body] of [
      ['GET', `seller/vouchers/${vid}`, undefined],
      ['POST', 'seller/vouchers/save', { ...base, id: vid, code: 'STOLEN' }],
      ['POST', 'seller/vouchers/delete', { id: vid }],
    ] as const)
      expect((await w.call(w.tokens.b, method, path, body)).status, path).toBe(404);
    const listB = await w.call(w.tokens.b, 'GET', 'seller/vouchers');
    expect(listB.data.data.some((v: { id: number }) => v.id === vid)).toBe(false);
    const listA = await w.call(w.tokens.a, 'GET', 'seller/vouchers');
    expect(listA.data.data.map((v: { id: number }) => v.id)).toEqual([vid]);
    expect(
      (
        await db()
          .selectFrom('vouchers')
          .select('code')
          .where('id', '=', vid)
          .executeTakeFirstOrThrow()
      ).code,
    ).toBe(`ASTORE-${dialect}`.toUpperCase());
    // A voucher orders used stays; an unused one goes.
    await db()
      .insertInto('voucher_usages')
      .values({
        voucher_id: made.data.id,
        user_id: null,
        user_token: 'x',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await admin('POST', 'admin/vouchers/delete', { id: made.data.id })).data.form).toEqual([
      M.usedVoucher,
    ]);
    expect((await w.call(w.tokens.a, 'POST', 'seller/vouchers/delete', { id: vid })).status).toBe(
      200,
    );
    const audit = await db()
      .selectFrom('admin_audit')
      .select('action')
      .where('subject', '=', 'voucher')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'voucher:create',
      'voucher:create',
      'voucher:delete',
    ]);
  });

  it('applies a store’s voucher to that store’s lines only', async () => {
    const a = free.find((p) => p.storeId !== free[0]!.storeId)!;
    const b = free.find((p) => p.storeId !== a.storeId)!;
    const thirdStore = await db()
      .selectFrom('stores')
      .select('id')
      .where('id', 'not in', [a.storeId, b.storeId])
      .executeTakeFirstOrThrow();
    const voucher = (code: string, store_id: number) =>
      admin('POST', 'admin/vouchers/save', {
        title: code,
        code,
        type: 'percent',
        price: 50,
        start_time: at(-HOUR),
        end_time: at(HOUR),
        store_id,
      });
    expect((await voucher(`HALF-A-${dialect}`, a.storeId)).status).toBe(200);
    expect((await voucher(`HALF-C-${dialect}`, thirdStore.id)).status).toBe(200);
    const guest = `promo-guest-${dialect}-0000001`;
    for (const p of [a, b])
      await w.call('', 'POST', 'cart/action', {
        user_token: guest,
        product_id: p.productId,
        quantity: 1,
      });
    await w.call('', 'POST', 'user/address/action', {
      user_token: guest,
      ...usAddress(),
      default: 1,
    });
    const summary = await w.call(
      '',
      'GET',
      `cart/summary?user_token=${guest}&voucher=half-a-${dialect}`,
    );
    expect(summary.data.voucher, JSON.stringify(summary.data)).toEqual({
      code: `HALF-A-${dialect}`.toUpperCase(),
      discount: Math.round(a.price / 2) / 100,
    });
    const other = await w.call(
      '',
      'GET',
      `cart/summary?user_token=${guest}&voucher=HALF-C-${dialect}`,
    );
    expect(other.data.voucher_error).toBe(Messages.voucherOtherStore);
    const placed = await w.call('', 'POST', 'order/action', {
      user_token: guest,
      order_method: 2,
      voucher: `HALF-A-${dialect}`,
    });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select(['voucher_price'])
      .where('id', '=', placed.data.id)
      .executeTakeFirstOrThrow();
    expect(order.voucher_price).toBe(Math.round(a.price / 2));
  });

  it('holds a voucher’s total limit and per-shopper limit under concurrent orders', async () => {
    const p = free[free.length - 1]!;
    const code = `RUSH-${dialect}`.toUpperCase();
    const made = await admin('POST', 'admin/vouchers/save', {
      title: 'Rush',
      code,
      type: 'flat',
      price: 1,
      usage_limit: 2,
      limit_per_customer: 1,
      start_time: at(-HOUR),
      end_time: at(HOUR),
    });
    expect(made.status).toBe(200);
    const guests = Array.from({ length: 5 }, (_, i) => `rush-${dialect}-${i}-000000000`);
    for (const g of guests) {
      await w.call('', 'POST', 'cart/action', {
        user_token: g,
        product_id: p.productId,
        quantity: 1,
      });
      await w.call('', 'POST', 'user/address/action', {
        user_token: g,
        ...usAddress(),
        default: 1,
      });
    }
    const results = await Promise.all(
      guests.map((g) =>
        w.call('', 'POST', 'order/action', { user_token: g, order_method: 2, voucher: code }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200))
      expect(JSON.stringify(r)).toContain(Messages.voucherUsedUp);
    // The first shopper again, with a new cart: their one use is spent, refused with the spec's message.
    const first = guests[results.findIndex((r) => r.status === 200)]!;
    await db().updateTable('vouchers').set({ usage_limit: 0 }).where('code', '=', code).execute();
    await w.call('', 'POST', 'cart/action', {
      user_token: first,
      product_id: p.productId,
      quantity: 1,
    });
    const twice = await Promise.all(
      [0, 1].map(() =>
        w.call('', 'POST', 'order/action', { user_token: first, order_method: 2, voucher: code }),
      ),
    );
    expect(twice.filter((r) => r.status === 200)).toHaveLength(0);
    expect(JSON.stringify(twice[0])).toContain(Messages.voucherPerCustomer);
    const uses = await db()
      .selectFrom('voucher_usages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('voucher_id', '=', made.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(uses.n)).toBe(2);
  });

  it('sets a bundle deal on its products and takes it off when deleted', async () => {
    const [p1, p2] = free.slice(-3);
    expect(
      (await admin('POST', 'admin/bundle-deals/save', { title: 'B', buy: 2, free: 2 })).data.form,
    ).toEqual([M.freeOverBuy]);
    const made = await admin('POST', 'admin/bundle-deals/save', {
      title: 'Buy 3 get 1',
      buy: 3,
      free: 1,
      product_ids: [p1!.productId, p2!.productId],
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    const id = made.data.id as number;
    const one = await admin('GET', `admin/bundle-deals/${id}`);
    expect(one.data.products.map((p: { product_id: number }) => p.product_id)).toEqual([
      p1!.productId,
      p2!.productId,
    ]);
    await admin('POST', 'admin/bundle-deals/save', {
      id,
      title: 'Buy 3 get 1',
      buy: 3,
      free: 1,
      product_ids: [p2!.productId],
    });
    const carried = await db()
      .selectFrom('products')
      .select('id')
      .where('bundle_deal_id', '=', id)
      .execute();
    expect(carried.map((r) => r.id)).toEqual([p2!.productId]);
    expect((await admin('POST', 'admin/bundle-deals/delete', { id })).status).toBe(200);
    expect(
      await db().selectFrom('products').select('id').where('bundle_deal_id', '=', id).execute(),
    ).toEqual([]);
  });
});
