// api/v1 endpoints of the catalog domain (docs/api-reference.md §8).
import { defineEndpoint } from '../endpoint.ts';
import { FlashSaleProductsDataSchema, FlashSalesDataSchema } from './flash-sale.ts';
import { HomeDataSchema } from './home.ts';
import {
  AllDataSchema,
  AllQuerySchema,
  ProductsDataSchema,
  ProductsQuerySchema,
} from './listing.ts';
import { BrandsDataSchema, CategoriesDataSchema } from './lists.ts';
import { ProductDetailSchema, ProductParamsSchema } from './product.ts';
import { SuggestedDataSchema } from './suggested.ts';
import { IdParamsSchema, PageQuerySchema } from '../query.ts';

export const catalogEndpoints = {
  home: defineEndpoint({
    method: 'GET',
    path: 'home',
    auth: 'none',
    summary: 'Home page sections',
    data: HomeDataSchema,
    header: 'language',
  }),
  all: defineEndpoint({
    method: 'GET',
    path: 'all',
    auth: 'none',
    summary: 'Category, brand and collection listings',
    query: AllQuerySchema,
    data: AllDataSchema,
    header: 'language',
  }),
  products: defineEndpoint({
    method: 'GET',
    path: 'products',
    auth: 'none',
    summary: 'Search results, slider/banner targets, home feed',
    query: ProductsQuerySchema,
    data: ProductsDataSchema,
    header: 'language',
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: 'categories',
    auth: 'none',
    summary: 'Category list',
    query: PageQuerySchema,
    data: CategoriesDataSchema,
    header: 'language',
  }),
  brands: defineEndpoint({
    method: 'GET',
    path: 'brands',
    auth: 'none',
    summary: 'Brand list',
    query: PageQuerySchema,
    data: BrandsDataSchema,
    header: 'language',
  }),
  flashSales: defineEndpoint({
    method: 'GET',
    path: 'flash-sale',
    auth: 'none',
    summary: 'Active flash sales',
    data: FlashSalesDataSchema,
    header: 'language',
  }),
  flashSale: defineEndpoint({
    method: 'GET',
    path: 'flash-sale/{id}',
    auth: 'none',
    summary: 'Products of one flash sale',
    params: IdParamsSchema,
    query: PageQuerySchema,
    data: FlashSaleProductsDataSchema,
    header: 'language',
  }),
  product: defineEndpoint({
    method: 'GET',
    path: 'product/{id}',
    auth: 'optional',
    summary: 'Product detail',
    params: ProductParamsSchema,
    data: ProductDetailSchema,
    header: 'language',
  }),
  suggestedProducts: defineEndpoint({
    method: 'GET',
    path: 'suggested-products/{id}',
    auth: 'none',
    summary: 'Suggested products',
    params: IdParamsSchema,
    query: PageQuerySchema,
    data: SuggestedDataSchema,
    header: 'language',
  }),
};
