// The carts the mock API remembers, per caller (the demo shopper, each guest by user_token), and how a line
// looks on the wire (docs/api-reference.md §7.4) and what it costs (§10). Read by the cart, voucher and account mocks.
import { Messages } from '#contract/messages.ts';
import { toMajor, toMinor } from '#contract/money.ts';
import type { CartLine } from '#contract/cart/schemas.ts';
import { MAX_LINE_QUANTITY } from '#contract/codes.ts';
import { unitPrice } from '#contract/pricing.ts';
import { callerState, MOCK_ACCOUNT, SHOPPER, type Caller } from './identity.ts';
import { cardFixture, isProductId, productFixture, STORE } from './catalog.fixtures.ts';
import type { Fixture } from './mock.ts';

export type Line = Pick<
  CartLine,
  'id' | 'product_id' | 'inventory_id' | 'quantity' | 'selected' | 'shipping_type'
> & {
  /** Set by cart/update-shipping: the product's place for the chosen address. */
  shipping_place_id: number | null;
  created_at: string;
  updated_at: string;
};

// Line ids are unique across callers (a guest's lines keep their ids when they sign in).
let nextId = 1;
const carts = callerState(() => [] as Line[]);

export const linesOf = (caller: Caller) => carts(caller);
export const cartCount = (caller: Caller) => carts(caller).reduce((n, l) => n + l.quantity, 0);

const minor = (value: string | number | null) => toMinor(Number(value ?? 0));

/** The unit price of a line in minor units (the product's current price: no variants in the mocks). */
export function unitOf(line: Pick<Line, 'product_id'>) {
  const p = productFixture(line.product_id);
  return unitPrice({ selling: minor(p.selling), offered: minor(p.offered), price: null });
}

/** Σ unit × quantity of the selected lines, in minor units. */
export const selectedItems = (caller: Caller) =>
  carts(caller)
    .filter((l) => l.selected === 1)
    .reduce((n, l) => n + unitOf(l) * l.quantity, 0);

/** Adds (`add`) or sets (`set`) a product's quantity; an existing line of the same variant changes. */
export function putLine(
  caller: Caller,
  input: { product_id: number; inventory_id?: number; quantity: number },
  mode: 'add' | 'set',
): { ok: true; line: Line } | { ok: false; message: string } {
  if (!isProductId(input.product_id)) return { ok: false, message: Messages.productUnavailable };
  const inventory = productFixture(input.product_id).inventory[0]!;
  if (input.inventory_id !== undefined && input.inventory_id !== inventory.id)
    return { ok: false, message: Messages.selectAttributes };
  const lines = carts(caller);
  const existing = lines.find(
    (l) => l.product_id === input.product_id && l.inventory_id === inventory.id,
  );
  const quantity = mode === 'set' ? input.quantity : (existing?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, message: Messages.maxQuantity };
  if (quantity > inventory.quantity) return { ok: false, message: Messages.exceedsInventory };
  const now = new Date().toISOString();
  if (existing) {
    Object.assign(existing, { quantity, selected: 1, updated_at: now });
    return { ok: true, line: existing };
  }
  const line = {
    id: nextId++,
    product_id: input.product_id,
    inventory_id: inventory.id,
    quantity,
    selected: 1,
    shipping_place_id: null,
    shipping_type: 1,
    created_at: now,
    updated_at: now,
  };
  lines.push(line);
  return { ok: true, line };
}

/** Signing in with a user_token moves the guest's lines to the shopper (§4.3 guest merge); a line the
 * shopper's stock would not allow keeps the shopper's quantity. */
export function mergeGuestCart(userToken: string) {
  for (const line of carts({ kind: 'guest', token: userToken }).splice(0))
    putLine(SHOPPER, line, 'add');
}

/** The cart row cart/action, cart/buy-now and cart/delete answer (§8.19). */
export const rowOf = (caller: Caller, line: Line) => ({
  ...line,
  user_id: caller.kind === 'user' ? MOCK_ACCOUNT.id : null,
  user_token: caller.kind === 'guest' ? caller.token : null,
});

/** A line as cart/by-user answers it. */
export function lineView(line: Line): Fixture<'cartByUser'>[number] {
  const p = productFixture(line.product_id);
  const inventory = p.inventory[0]!;
  const unit = unitOf(line);
  const store = { id: STORE.id, name: STORE.name, slug: STORE.slug };
  return {
    id: line.id,
    product_id: line.product_id,
    inventory_id: line.inventory_id,
    quantity: line.quantity,
    selected: line.selected,
    shipping_place_id: line.shipping_place_id,
    shipping_type: line.shipping_type,
    flash_product: {
      ...cardFixture(p.id, { title: p.title }),
      status: 1,
      bundle_deal: null,
      shipping_rule_id: p.shipping_rule.id,
      shipping_rule: p.shipping_rule,
      store,
    },
    updated_inventory: { ...inventory, inventory_attributes: [] },
    store,
    unit_price: toMajor(unit),
    line_total: toMajor(unit * line.quantity),
    free_units: 0,
  };
}
