// The catalogue workspaces of the mock API (issue 33): the demo seller (MOCK_SELLER, store 1) and the demo
// administrator see one product, "Mock Lamp", with two variants; they can save, publish, hide, duplicate,
// delete (archived once ordered: the mock's product is), set variants and SKUs and change stock, each change
// in the stock history. A seller reaches only store 1's product; anyone else gets the 404 (mock.ts).
import {
  adminCatalogue,
  productsEndpoints,
  sellerCatalogue,
} from '#contract/products/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import {
  ProductMessages as M,
  type ProductEditor,
  type StockRow,
} from '#contract/products/schemas.ts';
import { mockCell, MOCK_SELLER } from './identity.ts';
import { mock } from './mock.ts';
import { page } from './catalog.fixtures.ts';

const STORE = MOCK_SELLER.store;
const CATEGORIES = [{ id: 1, title: 'Home', subs: [{ id: 2, title: 'Lighting' }] }];
const ATTRIBUTES = [
  {
    id: 1,
    title: 'Color',
    values: [
      { id: 11, title: 'Red' },
      { id: 12, title: 'Blue' },
    ],
  },
  {
    id: 2,
    title: 'Size',
    values: [
      { id: 21, title: 'S' },
      { id: 22, title: 'L' },
    ],
  },
];
const valueName = (id: number) =>
  ATTRIBUTES.flatMap((a) => a.values.map((v) => ({ ...v, a })))
    .filter((v) => v.id === id)
    .map((v) => ({
      attribute_id: v.a.id,
      attribute: v.a.title,
      value_id: v.id,
      value: v.title,
    }))[0]!;

const lamp = (): ProductEditor => ({
  id: 1,
  store: STORE,
  title: 'Mock Lamp',
  slug: 'mock-lamp',
  description: '<p>A warm light.</p>',
  category_id: 1,
  sub_category_id: 2,
  brand_id: null,
  tags: 'lamp',
  collection_ids: [],
  selling: 4500,
  offered: 0,
  shipping_rule_id: 1,
  tax_rule_id: null,
  bundle_deal_id: null,
  refundable: 1,
  warranty: null,
  meta_title: null,
  meta_description: null,
  translations: { fr: { title: 'Lampe' }, ar: {}, tr: {}, hi: {} },
  status: 'public',
  ordered: 1,
  image: null,
  images: [],
  value_ids: [11, 12],
  inventories: [
    { id: 1, sku: 'LAMP-R', price: 0, quantity: 3, values: [valueName(11)] },
    { id: 2, sku: 'LAMP-B', price: 0, quantity: 12, values: [valueName(12)] },
  ],
  history: [],
  audit: [],
});

const state = mockCell(() => ({
  products: [lamp()],
  history: [] as StockRow[],
  nextId: 2,
  nextInv: 3,
}));
const find = (id: number) => state.get().products.find((p) => p.id === id);
const findInventory = (id: number) =>
  state
    .get()
    .products.flatMap((p) => p.inventories.map((i) => ({ p, i })))
    .find((x) => x.i.id === id);
const row = (p: ProductEditor) => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  image: p.image,
  selling: p.selling,
  offered: p.offered,
  status: p.status,
  stock: p.inventories.reduce((s, i) => s + i.quantity, 0),
  variants: p.inventories.length,
  store: p.store,
  updated: '2026-01-05T10:00:00.000Z',
});
const variantName = (i: ProductEditor['inventories'][number]) =>
  i.values.map((v) => v.value).join(' / ');

function handlersOf(E: typeof adminCatalogue | typeof sellerCatalogue) {
  return [
    ...mock(E.products, ({ query }) => {
      let items = state.get().products;
      if (query.status) items = items.filter((p) => p.status === query.status);
      else items = items.filter((p) => p.status !== 'archived');
      if (query.q)
        items = items.filter((p) => p.title.toLowerCase().includes(query.q!.toLowerCase()));
      return ok(page(items.map(row), items.length, 1, 25, E.products.path));
    }),
    ...mock(
      E.product,
      ({ params }) => {
        const p = find(Number(params.id));
        return p
          ? ok({ ...p, history: state.get().history.filter((h) => h.product_id === p.id) })
          : notFound(M.notFound);
      },
      { onInvalid: () => notFound(M.notFound) },
    ),
    ...mock(E.catalogueOptions, () =>
      ok({
        categories: CATEGORIES,
        brands: [{ id: 1, title: 'Lumen' }],
        collections: [],
        attributes: ATTRIBUTES,
        shipping_rules: [{ id: 1, title: 'Standard' }],
        tax_rules: [],
        bundle_deals: [],
        stores: [{ id: STORE.id, title: STORE.name }],
      }),
    ),
    ...mock(E.productSave, ({ body }) => {
      if (body.title === 'Taken slug' || body.slug === 'taken') return formError(M.slugTaken);
      const s = state.get();
      const fields = {
        title: body.title,
        slug: body.slug ?? body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: body.description ?? null,
        category_id: body.category_id,
        sub_category_id: body.sub_category_id ?? null,
        selling: body.selling,
        offered: body.offered,
        shipping_rule_id: body.shipping_rule_id,
        refundable: body.refundable,
        translations: { fr: {}, ar: {}, tr: {}, hi: {}, ...body.translations },
      };
      if (body.id != null) {
        const p = find(body.id);
        if (!p) return notFound(M.notFound);
        Object.assign(p, fields);
        return ok({ product_id: p.id }, M.saved);
      }
      const id = s.nextId++;
      s.products.unshift({
        ...lamp(),
        ...fields,
        id,
        status: 'private',
        ordered: 0,
        value_ids: [],
        inventories: [{ id: s.nextInv++, sku: null, price: 0, quantity: 0, values: [] }],
      });
      return ok({ product_id: id }, M.saved);
    }),
    ...mock(E.productStatus, ({ body }) => {
      const p = find(body.product_id);
      if (!p) return notFound(M.notFound);
      if (p.status === 'archived') return formError(M.isArchived);
      p.status = body.status;
      return ok({ product_id: p.id }, body.status === 'public' ? M.published : M.hidden);
    }),
    ...mock(E.productDuplicate, ({ body }) => {
      const p = find(body.product_id);
      if (!p) return notFound(M.notFound);
      const s = state.get();
      const id = s.nextId++;
      s.products.unshift({
        ...structuredClone(p),
        id,
        title: `${p.title} (copy)`,
        slug: `${p.slug}-copy`,
        status: 'private',
        ordered: 0,
        inventories: p.inventories.map((i) => ({ ...i, id: s.nextInv++, sku: null, quantity: 0 })),
      });
      return ok({ product_id: id }, M.duplicated);
    }),
    ...mock(E.productDelete, ({ body }) => {
      const p = find(body.product_id);
      if (!p) return notFound(M.notFound);
      if (p.ordered) {
        p.status = 'archived';
        return ok({ product_id: p.id, archived: 1 }, M.archived);
      }
      const s = state.get();
      s.products = s.products.filter((x) => x !== p);
      return ok({ product_id: p.id, archived: 0 }, M.deleted);
    }),
    ...mock(E.productVariants, ({ body }) => {
      const p = find(body.product_id);
      if (!p) return notFound(M.notFound);
      const s = state.get();
      const groups = ATTRIBUTES.map((a) =>
        a.values.filter((v) => body.value_ids.includes(v.id)).map((v) => v.id),
      ).filter((g) => g.length);
      const combos = groups.reduce<number[][]>(
        (acc, g) => acc.flatMap((c) => g.map((v) => [...c, v])),
        [[]],
      );
      const key = (ids: number[]) => [...ids].sort().join(',');
      p.inventories = combos.map(
        (c) =>
          p.inventories.find((i) => key(i.values.map((v) => v.value_id)) === key(c)) ?? {
            id: s.nextInv++,
            sku: null,
            price: 0,
            quantity: 0,
            values: c.map(valueName),
          },
      );
      p.value_ids = body.value_ids;
      return ok({ product_id: p.id }, M.variantsSaved);
    }),
    ...mock(E.inventorySave, ({ body }) => {
      const found = findInventory(body.inventory_id);
      if (!found) return notFound(M.inventoryNotFound);
      if (
        body.sku &&
        state
          .get()
          .products.some((p) => p.inventories.some((i) => i !== found.i && i.sku === body.sku))
      )
        return formError(M.skuTaken);
      found.i.sku = body.sku ?? null;
      found.i.price = body.price;
      return ok({ inventory_id: found.i.id }, M.variantSaved);
    }),
    ...mock(E.stockChange, ({ body }) => {
      const found = findInventory(body.inventory_id);
      if (!found) return notFound(M.inventoryNotFound);
      if (found.i.quantity + body.change < 0) return formError(M.stockBelowZero);
      found.i.quantity += body.change;
      const s = state.get();
      s.history.unshift({
        id: s.history.length + 1,
        inventory_id: found.i.id,
        product_id: found.p.id,
        product: found.p.title,
        sku: found.i.sku,
        variant: variantName(found.i),
        change: body.change,
        quantity: found.i.quantity,
        reason: 'edit',
        order_id: null,
        note: body.note ?? null,
        by: MOCK_SELLER.name,
        created: '2026-01-06T10:00:00.000Z',
      });
      return ok({ inventory_id: found.i.id, quantity: found.i.quantity }, M.stockChanged);
    }),
    ...mock(E.imageUpload, async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const p = find(Number(form?.get('product_id')));
      if (!p) return notFound(M.notFound);
      const file = form?.get('image');
      if (!(file instanceof File) || file.size === 0) return formError(M.imageMissing);
      const id = Math.max(0, ...state.get().products.flatMap((x) => x.images.map((i) => i.id))) + 1;
      const alt = String(form?.get('alt') ?? '');
      p.images.push({
        id,
        image: `products/mock-${id}.webp`,
        sort: p.images.length + 1,
        alt: alt ? { en: alt } : {},
        value_ids: [],
      });
      return ok({ image_id: id }, M.imageAdded);
    }),
    ...mock(E.imageAlt, ({ body }) => {
      const pic = state
        .get()
        .products.flatMap((p) => p.images)
        .find((i) => i.id === body.image_id);
      if (!pic) return notFound(M.imageNotFound);
      pic.value_ids = body.value_ids;
      pic.alt = Object.fromEntries(Object.entries(body.alt).filter(([, v]) => !!v)) as Record<
        string,
        string
      >;
      return ok({ image_id: pic.id }, M.imageSaved);
    }),
    ...mock(E.imageMove, ({ body }) => {
      const p = state.get().products.find((x) => x.images.some((i) => i.id === body.image_id));
      if (!p) return notFound(M.imageNotFound);
      const i = p.images.findIndex((x) => x.id === body.image_id);
      const j = body.direction === 'up' ? i - 1 : i + 1;
      if (j >= 0 && j < p.images.length) [p.images[i], p.images[j]] = [p.images[j]!, p.images[i]!];
      return ok({ image_id: body.image_id }, M.imageMoved);
    }),
    ...mock(E.imageDelete, ({ body }) => {
      const p = state.get().products.find((x) => x.images.some((i) => i.id === body.image_id));
      if (!p) return notFound(M.imageNotFound);
      p.images = p.images.filter((i) => i.id !== body.image_id);
      return ok({ image_id: body.image_id }, M.imageDeleted);
    }),
    ...mock(E.stockHistory, ({ query }) => {
      const items = state
        .get()
        .history.filter((h) => !query.product || h.product_id === query.product);
      return ok(page(items, items.length, 1, 50, E.stockHistory.path));
    }),
    ...mock(E.lowStock, () => {
      const items = state
        .get()
        .products.filter((p) => p.status !== 'archived')
        .flatMap((p) =>
          p.inventories
            .filter((i) => i.quantity <= 5)
            .map((i) => ({
              inventory_id: i.id,
              product_id: p.id,
              product: p.title,
              sku: i.sku,
              variant: variantName(i),
              quantity: i.quantity,
              store: p.store,
            })),
        );
      return ok(page(items, items.length, 1, 50, E.lowStock.path));
    }),
  ];
}

/** The mock's products, for the bulk CSV mocks (products-bulk.ts). */
export const mockProducts = () => state.get().products;

export const productsHandlers = [
  ...mock(productsEndpoints.sellerMe, () =>
    ok({ id: MOCK_SELLER.id, name: MOCK_SELLER.name, email: MOCK_SELLER.email, store: STORE }),
  ),
  ...handlersOf(sellerCatalogue),
  ...handlersOf(adminCatalogue),
];
