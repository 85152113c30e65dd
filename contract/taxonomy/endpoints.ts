// api/v1 endpoints of the catalogue's taxonomy (issue 33 item 6): for each kind (categories, brands,
// collections, tags, attributes) a list, one record, save (create or update) and delete, made by one function.
// `auth: 'admin'`: anyone but an administrator gets the envelope's 404, as if the path did not exist.
import { defineEndpoint } from '../endpoint.ts';
import { AdminIdParamsSchema } from '../admin/schemas.ts';
import {
  TaxonomyBodySchemas,
  TaxonomyDeleteBodySchema,
  TaxonomyDeletedSchema,
  TaxonomyPageSchema,
  TaxonomyQuerySchema,
  TaxonomyRecordSchema,
  TaxonomySavedSchema,
  type TaxonomyKind,
} from './schemas.ts';

const NAMES = {
  categories: ['Categories', 'category or sub-category'],
  brands: ['Brands', 'brand'],
  collections: ['Collections', 'collection'],
  tags: ['Tags', 'tag'],
  attributes: ['Attributes', 'attribute (with its values)'],
} as const;

function kindEndpoints<K extends TaxonomyKind>(kind: K) {
  const [, one] = NAMES[kind];
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `admin/${kind}`,
      auth: 'admin',
      summary: `Every ${one}, 25 a page; q searches the title and slug`,
      query: TaxonomyQuerySchema,
      data: TaxonomyPageSchema,
    }),
    one: defineEndpoint({
      method: 'GET',
      path: `admin/${kind}/{id}`,
      auth: 'admin',
      summary: `One ${one} with its titles in every language and its audit log`,
      params: AdminIdParamsSchema,
      data: TaxonomyRecordSchema,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `admin/${kind}/save`,
      auth: 'admin',
      summary: `Create a ${one} (no id) or update one (id); an empty slug is made from the title`,
      body: TaxonomyBodySchemas[kind],
      data: TaxonomySavedSchema,
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `admin/${kind}/delete`,
      auth: 'admin',
      summary: `Delete a ${one}; refused while products use it`,
      body: TaxonomyDeleteBodySchema,
      data: TaxonomyDeletedSchema,
    }),
  };
}

/** Each kind's four endpoints, by kind (the API, the mocks and the storefront use this). */
export const taxonomy = {
  categories: kindEndpoints('categories'),
  brands: kindEndpoints('brands'),
  collections: kindEndpoints('collections'),
  tags: kindEndpoints('tags'),
  attributes: kindEndpoints('attributes'),
};

type Flat<P extends string, S> = {
  [N in keyof S as `admin${P}${Capitalize<N & string>}`]: S[N];
};
const flat = <K extends TaxonomyKind>(kind: K) =>
  Object.fromEntries(
    Object.entries(taxonomy[kind]).map(([n, e]) => [
      `admin${NAMES[kind][0]}${n[0]!.toUpperCase()}${n.slice(1)}`,
      e,
    ]),
  ) as Flat<(typeof NAMES)[K][0], (typeof taxonomy)[K]>;

/** The same endpoints by name (adminCategoriesList, adminBrandsSave…), for contract/endpoints.ts. */
export const taxonomyEndpoints = {
  ...flat('categories'),
  ...flat('brands'),
  ...flat('collections'),
  ...flat('tags'),
  ...flat('attributes'),
};
