// The workspace's CSV download (issue 33 item 7): exact decimal amounts from minor units, the columns of the
// contract in order, translated titles in their columns, and formula cells neutralised.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '#contract/products/bulk.ts';
import { csvOf, decimalOf } from '#app/lib/workspace-bulk.server.ts';

describe('bulk CSV download', () => {
  it('writes minor units as exact decimals', () => {
    expect(decimalOf(1999, 2)).toBe('19.99');
    expect(decimalOf(5, 2)).toBe('0.05');
    expect(decimalOf(120, 3)).toBe('0.120');
    expect(decimalOf(1500, 0)).toBe('1500');
    expect(decimalOf(0, 2, true)).toBe('');
    expect(decimalOf(2_147_483_647, 2)).toBe('21474836.47');
  });

  it('writes one row per variant in the contract’s columns, formulas neutralised', () => {
    const csv = csvOf(
      [
        {
          sku: 'LAMP-1',
          store_id: 3,
          product_id: 9,
          product_slug: 'lamp',
          product_title: '=HYPERLINK("http://evil")',
          category_id: 1,
          sub_category_id: null,
          brand_id: null,
          shipping_rule_id: 2,
          selling: 4500,
          offered: 0,
          price: 4999,
          stock: 7,
          attributes: 'Color=Red|Size=L',
          status: 'public',
          titles: { fr: 'Lampe, laiton', ar: 'مصباح' },
        },
      ],
      2,
    );
    const [head, row] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(head).toBe(CSV_COLUMNS.join(','));
    expect(row).toBe(
      `LAMP-1,3,lamp,"'=HYPERLINK(""http://evil"")",1,,,2,45.00,,49.99,7,Color=Red|Size=L,public,"Lampe, laiton",مصباح,,`,
    );
  });
});
