// Pricing rules (docs/spec.md §9, docs/api-reference.md §10). All amounts are integer minor units.

export type PriceFields = {
  selling: number;
  offered?: number | null;
  /** Flash-sale price: valid only while `end_time` is present. */
  price?: number | null;
  end_time?: string | null;
};

/** Flash price when the product is in a running sale (end_time), else offered if > 0, else selling. */
export function currentPrice(p: PriceFields): number {
  if (p.end_time && p.price != null && p.price > 0) return p.price;
  if (p.offered != null && p.offered > 0) return p.offered;
  return p.selling;
}

/** The struck-through price: selling, shown only when it is above the current price. */
export function previousPrice(p: PriceFields): number | null {
  const current = currentPrice(p);
  return p.selling > current ? p.selling : null;
}

/** 100 − current ÷ previous × 100, to at most 2 decimals; 0 when there is no discount. */
export function discountPercent(current: number, previous: number | null | undefined): number {
  if (previous == null || previous <= 0 || current >= previous) return 0;
  return Math.round((100 - (current / previous) * 100) * 100) / 100;
}

export type LinePriceFields = PriceFields & {
  /** The chosen inventory's price (0 = use the product price). */
  inventoryPrice?: number | null;
  /** Whether the line has attributes (a variant). */
  hasAttributes?: boolean;
};

/** Cart/order unit price: inventory price if > 0 and the line has attributes, else the product's current price. */
export function unitPrice(line: LinePriceFields): number {
  if (line.hasAttributes && line.inventoryPrice != null && line.inventoryPrice > 0) {
    return line.inventoryPrice;
  }
  return currentPrice(line);
}

/** Bundle deal: buying at least `buy` units makes `free` units free. */
export function bundleFreeUnits(
  quantity: number,
  deal?: { buy: number; free: number } | null,
): number {
  if (!deal || deal.buy <= 0 || quantity < deal.buy) return 0;
  return Math.min(deal.free, quantity);
}

/**
 * The display figures of a product as it arrives on the wire (major units, maybe strings already coerced
 * by the schema): converted to minor units once, then the rules above.
 */
export function wirePricing(
  p: { selling: number; offered?: number | null; price?: number | null; end_time?: string | null },
  toMinorUnits: (major: number) => number,
): { current: number; previous: number | null; discount: number } {
  const fields: PriceFields = {
    selling: toMinorUnits(p.selling),
    offered: p.offered == null ? null : toMinorUnits(p.offered),
    price: p.price == null ? null : toMinorUnits(p.price),
    end_time: p.end_time ?? null,
  };
  const current = currentPrice(fields);
  const previous = previousPrice(fields);
  return { current, previous, discount: discountPercent(current, previous) };
}
