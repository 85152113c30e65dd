import { describe, expect, it } from 'vitest';
import type { AttributeGroup } from '#contract/shapes.ts';
import { inventoryFixture } from '#mocks/catalog.fixtures.ts';
import { resolveVariant, selectionFrom, valueAvailable } from '#app/components/product/variants.ts';

const groups = [
  { id: 1, title: 'Color', values: [{ attribute_value_id: 1 }, { attribute_value_id: 3 }] },
  { id: 3, title: 'Storage', values: [{ attribute_value_id: 12 }, { attribute_value_id: 13 }] },
] as AttributeGroup[];
const inv = inventoryFixture;
const inventory = [
  inv(1, 13, 0, [1, 12]),
  inv(2, 35, 2518.49, [1, 13]),
  inv(3, 0, 2846.99, [3, 12]),
  inv(4, 31, 0, [13, 3]),
];

describe('variants', () => {
  it('reads only existing groups and values from the URL', () => {
    const p = new URLSearchParams('a1=3&a3=99&a7=1&a1x=1');
    expect(selectionFrom(p, groups)).toEqual({ 1: 3 });
    expect(selectionFrom(new URLSearchParams('a1=abc'), groups)).toEqual({});
  });

  it('finds the inventory whose attribute set equals the choice, in any order', () => {
    expect(resolveVariant(groups, inventory, { 1: 1, 3: 13 }).inventory?.id).toBe(2);
    expect(resolveVariant(groups, inventory, { 1: 3, 3: 13 }).inventory?.id).toBe(4);
  });

  it('reports missing groups, and combinations that do not exist', () => {
    const r = resolveVariant(groups, inventory, { 1: 1 });
    expect(r.complete).toBe(false);
    expect(r.missing.map((g) => g.title)).toEqual(['Storage']);
    expect(resolveVariant(groups, [inventory[0]!], { 1: 3, 3: 13 })).toMatchObject({
      complete: true,
      inventory: null,
    });
  });

  it('a product without attributes has its one inventory', () => {
    expect(resolveVariant([], [inventory[0]!], {}).inventory?.id).toBe(1);
  });

  it('greys out values that cannot lead to stock', () => {
    expect(valueAvailable(groups, inventory, { 1: 3 }, 3, 12)).toBe(false);
    expect(valueAvailable(groups, inventory, { 1: 3 }, 3, 13)).toBe(true);
    expect(valueAvailable(groups, inventory, {}, 1, 3)).toBe(true);
  });
});
