// Variant choice (docs/api-reference.md §8.8): the chosen attribute values identify the inventory whose
// `inventory_attributes` set is equal. The choice lives in the URL (`?a{groupId}={valueId}`) so the server
// renders it without JS and a chosen variant can be shared; the browser runs the same code instantly.
import type { AttributeGroup, Inventory, ProductImage } from '#contract/shapes.ts';

export type Selection = Record<number, number>;

export const paramOf = (groupId: number) => `a${groupId}`;

/** The valid choices in a URL: only existing groups and their values. */
export function selectionFrom(params: URLSearchParams, groups: AttributeGroup[]): Selection {
  const out: Selection = {};
  for (const g of groups) {
    const raw = params.get(paramOf(g.id));
    const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    if (id !== null && g.values.some((v) => v.attribute_value_id === id)) out[g.id] = id;
  }
  return out;
}

export type Resolved = {
  /** every group has a value */
  complete: boolean;
  /** the inventory of a complete choice (null when that combination does not exist) */
  inventory: Inventory | null;
  /** groups still without a value */
  missing: AttributeGroup[];
};

export function resolveVariant(
  groups: AttributeGroup[],
  inventory: Inventory[],
  selection: Selection,
): Resolved {
  if (!groups.length) return { complete: true, inventory: inventory[0] ?? null, missing: [] };
  const missing = groups.filter((g) => selection[g.id] === undefined);
  if (missing.length) return { complete: false, inventory: null, missing };
  const chosen = new Set(Object.values(selection));
  const match =
    inventory.find((inv) => {
      const ids = inv.inventory_attributes.map((a) => a.attribute_value_id);
      return ids.length === chosen.size && ids.every((id) => chosen.has(id));
    }) ?? null;
  return { complete: true, inventory: match, missing: [] };
}

/** Whether a value can still lead to stock, given the other groups' choices (greys out dead ends). */
export function valueAvailable(
  groups: AttributeGroup[],
  inventory: Inventory[],
  selection: Selection,
  groupId: number,
  valueId: number,
): boolean {
  const wanted = { ...selection, [groupId]: valueId };
  return inventory.some((inv) => {
    if (inv.quantity <= 0) return false;
    const ids = new Set(inv.inventory_attributes.map((a) => a.attribute_value_id));
    return groups.every((g) => wanted[g.id] === undefined || ids.has(wanted[g.id]!));
  });
}

/** The gallery image tied to a chosen value, if the shop gave one. */
export function imageForSelection(images: ProductImage[], selection: Selection): number | null {
  const chosen = new Set(Object.values(selection));
  const i = images.findIndex((img) => img.attributes.some((a) => chosen.has(a.attribute_value_id)));
  return i >= 0 ? i : null;
}
