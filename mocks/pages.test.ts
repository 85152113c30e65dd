// Contract test, mock side: the flash-sale, page, categories and brands fixtures parse with contract/.
import { describe, expect, it } from 'vitest';
import { FlashSaleProductsDataSchema, FlashSalesDataSchema } from '#contract/api/flash-sale.ts';
import { PageDataSchema } from '#contract/api/page.ts';
import { BrandsDataSchema, CategoriesDataSchema } from '#contract/api/catalog-lists.ts';
import {
  brandsFixture,
  categoriesFixture,
  flashSaleProductsFixture,
  flashSalesFixture,
  pageFixtures,
} from './pages.ts';

describe('pages fixtures', () => {
  it('parse with their contract schemas', () => {
    expect(FlashSalesDataSchema.parse(flashSalesFixture)).toHaveLength(2);
    expect(FlashSaleProductsDataSchema.parse(flashSaleProductsFixture(2)).data).toHaveLength(5);
    for (const page of Object.values(pageFixtures))
      expect(PageDataSchema.parse(page).slug).toBe(page.slug);
    expect(CategoriesDataSchema.parse(categoriesFixture(1)).data[0]!.child).toHaveLength(2);
    expect(BrandsDataSchema.parse(brandsFixture(1)).total).toBe(4);
  });
});
