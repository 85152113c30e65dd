// Catalogue endpoints of the mock API (docs/api-reference.md §8.2–§8.6, §8.8, §8.12) from catalog.fixtures.ts.
// A product page knows whether the demo shopper has it in the wishlist or compare list (mocks/lists.ts).
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { mock } from './mock.ts';
import { listRow } from './lists.ts';
import {
  BRANDS,
  COLLECTIONS,
  FLASH_SALE_GONE,
  SHIPPING_RULES,
  brandsFixture,
  cardFixture,
  categoriesFixture,
  categoryBySlug,
  flashSaleProductsFixture,
  flashSalesFixture,
  homeFixture,
  isProductId,
  page,
  productFixture,
  productsPageFixture,
  slice,
  suggestedFixture,
  PRODUCT_COUNT,
} from './catalog.fixtures.ts';

const LISTING_PAGE = 30;
const idTitle = ({ id, title }: { id: number; title: string }) => ({ id, title });

export const catalogHandlers = [
  ...mock(endpoints.home, () => ok(homeFixture)),
  ...mock(endpoints.all, ({ query }) => {
    // Every product belongs to every listing: the filters name what is shown, not what is kept.
    const brand = BRANDS.find((b) => b.id === query.brand?.[0]);
    const items = slice(PRODUCT_COUNT, query.page, LISTING_PAGE, (i) =>
      cardFixture(i + 1, { brand_id: 1 }),
    );
    return ok({
      result: page(items, PRODUCT_COUNT, query.page, LISTING_PAGE, endpoints.all.path),
      category: categoryBySlug(query.sub_category ?? query.category),
      brand: brand ? { id: brand.id, title: brand.title, image: brand.image } : null,
      brands: BRANDS.map(idTitle),
      collections: query.sidebar_data ? COLLECTIONS : null,
      shipping: query.sidebar_data ? SHIPPING_RULES : null,
    });
  }),
  ...mock(endpoints.products, ({ query }) => {
    const data = productsPageFixture(query.page, query.is_home_page ? 24 : LISTING_PAGE, query.q);
    return ok({
      ...data,
      all_categories: query.all_categories
        ? [{ id: 1, title: 'Electronics', slug: 'electronics' }]
        : null,
      brands: query.sidebar_data ? BRANDS.map(idTitle) : null,
      collections: query.sidebar_data ? COLLECTIONS : null,
      shipping: query.sidebar_data ? SHIPPING_RULES : null,
    });
  }),
  ...mock(endpoints.categories, ({ query }) => ok(categoriesFixture(query.page))),
  ...mock(endpoints.brands, ({ query }) => ok(brandsFixture(query.page))),
  ...mock(endpoints.flashSales, () => ok(flashSalesFixture)),
  // Unknown, private or ended: 201 with the message (ours: form; iShop: a bare array).
  ...mock(
    endpoints.flashSale,
    ({ params, query }) =>
      params.id === '1' ? ok(flashSaleProductsFixture(query.page)) : formError(FLASH_SALE_GONE),
    { onInvalid: () => formError(FLASH_SALE_GONE) },
  ),
  ...mock(
    endpoints.product,
    ({ params, caller }) => {
      if (!isProductId(params.id)) return notFound(Messages.productNotFound);
      const product = productFixture(params.id);
      if (!caller) return ok(product);
      const wishlisted = listRow('wishlist', params.id)?.id ?? null;
      return ok({ ...product, wishlisted, compared: listRow('compare', params.id) ? 1 : null });
    },
    { onInvalid: () => notFound(Messages.productNotFound) },
  ),
  ...mock(endpoints.suggestedProducts, ({ params, query }) =>
    ok(suggestedFixture(Number(params.id), query.page)),
  ),
];
