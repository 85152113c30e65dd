// Products of the seeded demo catalogue found by what a test needs (variants, a colour image…), read from the
// real API: the seed is random, so tests look for a fitting product instead of naming one.
import type { APIRequestContext } from '@playwright/test';

export type DemoGroup = {
  id: number;
  title: string;
  values: { attribute_value_id: number; title: string }[];
};
export type DemoInventory = {
  id: number;
  quantity: number;
  price: number;
  inventory_attributes: { attribute_value_id: number }[];
};
export type DemoProduct = {
  id: number;
  slug: string;
  attribute: DemoGroup[];
  inventory: DemoInventory[];
  images: { image: string; attributes: { attribute_value_id: number }[] }[];
};

/**
 * The first demo product (ids 1 to 120) in which `pick` finds what it looks for, read in `lang`; `what` names
 * it in a failure.
 */
export async function findDemoProduct<T>(
  request: APIRequestContext,
  what: string,
  pick: (p: DemoProduct) => T | undefined,
  lang = 'en',
): Promise<T> {
  for (let id = 1; id <= 120; id++) {
    const res = await request.get(`/api/v1/product/${id}`, { headers: { language: lang } });
    if (res.status() !== 200) continue;
    const found = pick((await res.json()).data as DemoProduct);
    if (found) return found;
  }
  throw new Error(`no demo product ${what}`);
}

/** The title of the value of each group a variant is made of, in the groups' order. */
export const variantTitles = (p: { attribute: DemoGroup[] }, inv: DemoInventory) =>
  p.attribute.map(
    (g) =>
      g.values.find((v) =>
        inv.inventory_attributes.some((a) => a.attribute_value_id === v.attribute_value_id),
      )!.title,
  );
