// Conformance with the wire reference (issue 38), on SQLite and PostgreSQL: real answers of the API in realistic
// states — the site furniture, home, listings, a product, an empty and a full cart of a guest and of a signed-in
// shopper, their profile and address book, an order of each of the eight methods, reviews — checked field by
// field against docs/api-reference.md's tables as the repository holds them (not against our own schemas). A
// field the reference promises is there with its documented type, or its difference is recorded in §11.3.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from './db/test-db.ts';
import { callApi, demoAdminToken } from './test-api.ts';
import { usePaymentHarness } from './testing/payments.ts';
import {
  conformanceProblems,
  parseReference,
  reference,
  type FieldSpec,
} from './testing/reference.ts';

const dialects = await dialectsUnderTest();
type Json = any;

const ref = reference();
/** An object table (§7) by name. */
const object = (name: string): FieldSpec[] => {
  const fields = ref.objects.get(name);
  if (!fields) throw new Error(`no object table ${name} in docs/api-reference.md`);
  return fields;
};
/** The field tables of the section whose heading starts with `heading` (e.g. "7.4", "8.1"), all of them. */
const section = (heading: string, n?: number): FieldSpec[] => {
  const entry = [...ref.tables].find(
    ([h]) => h.startsWith(`${heading} `) || h.startsWith(`${heading}. `),
  );
  if (!entry) throw new Error(`no section ${heading} in docs/api-reference.md`);
  return n === undefined ? entry[1].flat() : entry[1][n]!;
};

/** Collects the problems of every value checked; the test shows them all at once. */
function checker() {
  const problems: string[] = [];
  const check = (where: string, value: unknown, fields: FieldSpec[]) => {
    problems.push(...conformanceProblems(where, value, fields));
  };
  const each = (where: string, list: unknown, fields: FieldSpec[]) => {
    if (!Array.isArray(list)) return void problems.push(`${where}: not a list`);
    for (const item of list) check(where, item, fields);
  };
  return { problems, check, each };
}

describe('the reference read as data', () => {
  it('has the object tables, field tables and the list of our differences', () => {
    expect(object('ShippingPlace').map((f) => f.name)).toContain('pickup_price');
    expect(object('ShippingPlace').find((f) => f.name === 'state')?.required).toBe(false);
    expect(section('7.4').find((f) => f.name === 'flash_product')).toMatchObject({
      type: 'object?',
      nullable: true,
    });
    expect(section('7.1').find((f) => f.name === 'brand_id')?.required).toBe(false);
    expect(ref.ours.has('OrderedProduct.product_images')).toBe(true);
    expect(ref.ours.has('Order.address.label')).toBe(true);
  });

  it('fails an answer that lacks a documented field, or has another type (shown once)', () => {
    const doc = [
      '## 7.9 Thing',
      '',
      '| Field | Type | Notes |',
      '|---|---|---|',
      '| `id`, `count` | int | |',
      '| `title` | str? | |',
      '| `extra` | int | only in lists |',
    ].join('\n');
    const fields = parseReference(doc).tables.get('7.9 Thing')![0]!;
    expect(conformanceProblems('Thing', { id: 1, count: 2, title: null }, fields)).toEqual([]);
    expect(conformanceProblems('Thing', { id: 1, title: 'x' }, fields)).toEqual([
      'Thing.count: missing',
    ]);
    expect(conformanceProblems('Thing', { id: '1', count: 2, title: 3 }, fields)).toEqual([
      'Thing.id: "1" is not int',
      'Thing.title: 3 is not str?',
    ]);
  });
});

describe.each(dialects)('answers conform to docs/api-reference.md on %s', (dialect) => {
  const h = usePaymentHarness(dialect);
  const get = (path: string, token?: string) => callApi(h.api, 'GET', path, { token });
  const post = (path: string, body: unknown, token?: string) =>
    callApi(h.api, 'POST', path, { body, token });

  it(
    'the site furniture, home, listings, a product and its reviews',
    { timeout: 60_000 },
    async () => {
      const c = checker();
      const common = (await get('/common')).data;
      c.check('8.1', common, section('8.1'));
      c.check('Banner', common.popup_banner, object('Banner'));
      const home = (await get('/home')).data;
      c.check('8.2', home, section('8.2'));
      c.each('SiteFeature', home.site_features, object('SiteFeature'));
      c.each('Banner', home.banners, object('Banner'));
      c.each('Category', home.featured_categories, object('Category'));
      c.each('Brand', home.featured_brands, object('Brand'));
      c.each('FlashSale', home.flash_sales, object('FlashSale'));
      for (const sale of home.flash_sales)
        c.each('FlashProduct', sale.public_products, object('FlashProduct'));
      c.each('Collection', home.collections, object('Collection'));
      c.each('HomeSlider', home.slider.main, object('HomeSlider'));
      const all = (await get('/all?sidebar_data=true')).data;
      c.check('8.3', all, section('8.3', 0));
      c.check('5', all.result, section('5'));
      expect(all.result.data.length).toBeGreaterThan(0);
      c.each('ProductCard', all.result.data, section('7.1'));
      const products = (await get('/products?all_categories=true')).data;
      c.check('8.3', products, section('8.3', 1));
      c.each('ProductCard', products.result.data, section('7.1'));
      const first = all.result.data.find((p: Json) => p.review_count > 0) ?? all.result.data[0];
      const product = (await get(`/product/${first.id}`)).data;
      c.check('8.8', product, section('8.8'));
      c.check('Store', product.store, object('Store'));
      c.check('ShippingRule', product.shipping_rule, object('ShippingRule'));
      c.each('ShippingPlace', product.shipping_rule.shipping_places, object('ShippingPlace'));
      c.each('Inventory', product.inventory, object('Inventory'));
      c.each('AttributeGroup', product.attribute, object('AttributeGroup'));
      if (product.bundle_deal) c.check('BundleDeal', product.bundle_deal, object('BundleDeal'));
      const reviews = (
        await get(`/reviews/${first.id}?order_by=created_at&type=desc&get_total=true`)
      ).data;
      c.check('8.11', reviews, section('8.11'));
      c.check('5', reviews.all, section('5'));
      expect(reviews.all.data.length, 'a product with reviews').toBeGreaterThan(0);
      c.each('7.6', reviews.all.data, section('7.6'));
      expect(c.problems).toEqual([]);
    },
  );

  it(
    'categories, brands, flash sales, search, a page, a store, suggestions, gateways, countries, vouchers and a signed-in shopper’s lists',
    { timeout: 60_000 },
    async () => {
      const c = checker();
      const listOf = (where: string, page: Json, fields: FieldSpec[]) => {
        c.check('5', page, section('5'));
        c.each(where, page?.data, fields);
      };
      const item = (...names: string[]) =>
        names.map((name) => ({ name, type: null, required: true, nullable: true }));
      listOf('8.4', (await get('/categories')).data, item('id', 'title', 'slug', 'image'));
      listOf('8.5', (await get('/brands')).data, item('id', 'title', 'slug', 'image'));
      const sales = (await get('/flash-sale')).data;
      c.each('FlashSale', sales, object('FlashSale'));
      expect(sales.length).toBeGreaterThan(0);
      listOf(
        'FlashProduct',
        (await get(`/flash-sale/${sales[0].id}`)).data,
        object('FlashProduct'),
      );
      const search = (await get('/search?q=a')).data;
      c.check('8.7', search, section('8.7'));
      c.each('ProductCard', search.product, section('7.1'));
      const common = (await get('/common')).data;
      const page = (await get(`/page/${common.about[0].slug}`)).data;
      c.check('8.9', page, section('8.9'));
      const product = (await get('/all')).data.result.data[0];
      const store = (
        await get(`/store?slug=${(await get(`/product/${product.id}`)).data.store.slug}`)
      ).data;
      c.check('8.10', store, section('8.10'));
      c.check('Store', store.store, object('Store'));
      c.each('ProductCard', store.result.data, section('7.1'));
      const suggested = (await get(`/suggested-products/${product.id}?page=1`)).data;
      c.check('8.12', suggested, section('8.12'));
      c.check('8.28', (await get('/payment-gateway')).data, section('8.28'));
      const countries = (await get('/countries-phones')).data;
      c.check('8.30', countries, section('8.30'));
      c.check('8.30.countries', countries.countries.AF, item('code2', 'name', 'states'));
      listOf(
        'Voucher',
        (await get('/user/user-vouchers?order_by=created_at&type=desc')).data,
        object('Voucher'),
      );
      // A signed-in shopper's wishlist and compare list, with one product in each.
      const token = await demoAdminToken(h.api);
      const row = item('id', 'user_id', 'product_id', 'created', 'product');
      for (const list of ['wishlist', 'compare-list']) {
        await post(`/user/${list}/action`, { product_id: product.id }, token);
        const answer = (await get(`/user/${list}/all?order_by=created_at&type=desc`, token)).data;
        listOf(`8.16.${list}`, answer, row);
        for (const r of answer.data) c.check('ProductCard', r.product, section('7.1'));
      }
      expect(c.problems).toEqual([]);
    },
  );

  it(
    'carts empty and full, a guest’s and a signed-in shopper’s, with their profile and addresses',
    { timeout: 60_000 },
    async () => {
      const c = checker();
      const lines = (list: Json[], where: string) => {
        for (const line of list) {
          c.check(where, line, section('7.4'));
          c.check('ProductCard', line.flash_product, section('7.1'));
          c.check('ShippingRule', line.flash_product.shipping_rule, object('ShippingRule'));
          for (const place of line.flash_product.shipping_rule.shipping_places) {
            c.check('ShippingPlace', place, object('ShippingPlace'));
            c.check('ShippingPlace.shipping_rule', place.shipping_rule, object('ShippingRule'));
          }
          if (line.flash_product.tax_rules)
            c.check('TaxRule', line.flash_product.tax_rules, object('TaxRule'));
          if (line.flash_product.bundle_deal)
            c.check('BundleDeal', line.flash_product.bundle_deal, object('BundleDeal'));
          c.check('Inventory', line.updated_inventory, object('Inventory'));
          if (line.shipping_place)
            c.check('ShippingPlace', line.shipping_place, object('ShippingPlace'));
        }
      };
      // A guest: empty, then full after choosing where it ships.
      const empty = await get('/cart/by-user?user_token=guestCONFORM0000000001');
      expect(empty.data).toEqual([]);
      const s = await h.shopper();
      const full = (await get(`/cart/by-user?user_token=${s.guest}`)).data as Json[];
      expect(full.length).toBeGreaterThan(0);
      lines(full, '7.4');
      // What a third-party checkout reads: the delivery price of the line's shipping rule.
      const rule = (await get(`/product/${full[0].product_id}`)).data.shipping_rule;
      expect(full[0].flash_product.shipping_rule.shipping_places[0].price).toBe(
        rule.shipping_places[0].price,
      );
      const addresses = (await get(`/user/address/all?user_token=${s.guest}`)).data;
      c.each('Address', addresses.data ?? addresses, object('Address'));
      const shipped = await post('/cart/update-shipping', {
        user_token: s.guest,
        selected_address: (addresses.data ?? addresses)[0].id,
        cart: full.map((l) => ({
          cart: l.id,
          shipping_place:
            l.flash_product.shipping_rule.shipping_places.find((p: Json) => p.country === 'US') ??
            l.flash_product.shipping_rule.shipping_places[0],
          shipping_type: 1,
        })),
      });
      lines(shipped.data, '7.4');
      // A signed-in shopper (the demo administrator signs in like anyone): profile, empty and full cart.
      const token = await demoAdminToken(h.api);
      const profile = (await get('/user/profile', token)).data;
      c.check('User', profile, object('User'));
      expect((await get('/cart/by-user', token)).data).toEqual([]);
      await post(
        '/cart/action',
        { product_id: s.productId, inventory_id: s.inventoryId, quantity: 1 },
        token,
      );
      lines((await get('/cart/by-user', token)).data, '7.4');
      expect(c.problems).toEqual([]);
    },
  );

  it(
    'an order of each of the eight methods, its list entry and its detail',
    { timeout: 120_000 },
    async () => {
      const c = checker();
      for (const method of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const placed = await h.place(method);
        const id = placed.data.id as number;
        const list = (await post('/order/by-user', { user_token: placed.guest })).data;
        c.check('5', list, section('5'));
        const entry = list.data.find((o: Json) => o.id === id);
        c.check('Order', entry, object('Order'));
        const detail = (await get(`/order/find/${id}?user_token=${placed.guest}`)).data;
        c.check('Order', detail, object('Order'));
        c.check('Calculated', detail.calculated, object('Calculated'));
        c.check('Order.address', detail.address, object('Address'));
        expect(detail.ordered_products.length).toBeGreaterThan(0);
        for (const line of detail.ordered_products) {
          c.check('OrderedProduct', line, object('OrderedProduct'));
          c.check('Inventory', line.updated_inventory, object('Inventory'));
        }
      }
      expect(c.problems).toEqual([]);
    },
  );
});
