// Cart endpoints of the mock API (docs/api-reference.md §8.19, cart/summary and cart/quantity proposed): lines are
// added, set, selected, shipped and deleted per caller (mocks/cart.state.ts); the summary totals the
// selected lines, ships them to the default address (mocks/addresses.ts) where the product's shipping rule
// has a place for its country, and applies a voucher (mocks/vouchers.ts).
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { toMajor, toMinor } from '#contract/money.ts';
import type { Caller } from './identity.ts';
import { mock } from './mock.ts';
import { productFixture, STORE } from './catalog.fixtures.ts';
import { defaultAddress, findAddress, setDefaultAddress } from './addresses.ts';
import { checkVoucher } from './vouchers.ts';
import { lineView, linesOf, putLine, rowOf, selectedItems, type Line } from './cart.state.ts';

/** The product's shipping place for a country (and state), or undefined when it does not ship there. */
function placeOf(line: Line, country: string, state: string | null) {
  return productFixture(line.product_id).shipping_rule.shipping_places.find(
    (p) => p.country === country && (p.state === null || p.state === state),
  );
}

function summary(caller: Caller, voucherCode: string | undefined) {
  const lines = linesOf(caller);
  const selected = lines.filter((l) => l.selected === 1);
  const items = selectedItems(caller);
  const address = defaultAddress(caller);
  const destination = address ? { country: address.country, state: address.state ?? null } : null;
  let shipping: number | null = null;
  const unshippable: { cart_id: number; title: string; country: string; state: string | null }[] =
    [];
  const pickupPoints: {
    cart_id: number;
    pickup: {
      phone: string | null;
      address_line_1: string | null;
      address_line_2: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
    } | null;
  }[] = [];
  if (destination) {
    shipping = 0;
    for (const line of selected) {
      const place = placeOf(line, destination.country, destination.state);
      if (!place)
        unshippable.push({
          cart_id: line.id,
          title: productFixture(line.product_id).title,
          ...destination,
        });
      else {
        shipping += toMinor(Number(place.price));
        pickupPoints.push({
          cart_id: line.id,
          pickup:
            Number(place.pickup_point) === 1
              ? {
                  phone: place.pickup_phone ?? null,
                  address_line_1: place.pickup_address_line_1 ?? null,
                  address_line_2: place.pickup_address_line_2 ?? null,
                  city: place.pickup_city ?? null,
                  state: place.pickup_state ?? null,
                  zip: place.pickup_zip ?? null,
                }
              : null,
        });
      }
    }
  }
  const check = voucherCode ? checkVoucher(voucherCode, items) : null;
  const discount = check?.ok ? check.discount : 0;
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    selected_count: selected.reduce((n, l) => n + l.quantity, 0),
    items: toMajor(items),
    bundle_offer: 0,
    subtotal: toMajor(items),
    tax: 0,
    tax_included: 0,
    shipping: shipping === null ? null : toMajor(shipping),
    shipping_by_store:
      shipping === null || !selected.length
        ? []
        : [{ store_id: STORE.id, shipping: toMajor(shipping) }],
    voucher: check?.ok ? { code: check.code, discount: toMajor(discount) } : null,
    voucher_error: check && !check.ok ? check.message : null,
    total: toMajor(items + (shipping ?? 0) - discount),
    destination,
    unshippable,
    pickup_points: pickupPoints,
  };
}

const write = (mode: 'add' | 'set') =>
  mock(mode === 'add' ? endpoints.cartAction : endpoints.cartBuyNow, ({ body, caller }) => {
    const r = putLine(caller, body, mode);
    if (!r.ok) return formError(r.message, 500);
    // Buy now: only this line stays selected.
    if (mode === 'set') for (const l of linesOf(caller)) if (l !== r.line) l.selected = 2;
    return ok(rowOf(caller, r.line), Messages.productAdded);
  });

export const cartHandlers = [
  ...mock(endpoints.cartByUser, ({ caller }) => ok(linesOf(caller).map(lineView))),
  ...mock(endpoints.cartSummary, ({ query, caller }) => ok(summary(caller, query.voucher))),
  ...write('add'),
  ...write('set'),
  ...mock(endpoints.cartQuantity, ({ body, caller }) => {
    const line = linesOf(caller).find((l) => l.id === body.id);
    if (!line) return formError(Messages.cartLineNotFound, 500);
    if (body.quantity > productFixture(line.product_id).inventory[0]!.quantity)
      return formError(Messages.exceedsInventory, 500);
    line.quantity = body.quantity;
    return ok(linesOf(caller).map(lineView));
  }),
  ...mock(endpoints.cartChange, ({ body, caller }) => {
    for (const line of linesOf(caller)) {
      if (body.checked.includes(line.id)) line.selected = 1;
      if (body.unchecked.includes(line.id)) line.selected = 2;
    }
    return { ...ok(true), token: '' };
  }),
  // Shipping step: each named line gets its product's place for the address, which becomes the default.
  ...mock(endpoints.cartUpdateShipping, ({ body, caller }) => {
    const address = findAddress(caller, body.selected_address ?? undefined);
    if (!address) return formError(Messages.addressNotFound);
    const lines = linesOf(caller);
    for (const choice of body.cart) {
      const line = lines.find((l) => l.id === choice.cart);
      if (!line) continue;
      line.shipping_place_id = placeOf(line, address.country, address.state ?? null)?.id ?? null;
      line.shipping_type = choice.shipping_type;
    }
    setDefaultAddress(caller, address.id);
    return ok(lines.map(lineView));
  }),
  ...mock(endpoints.cartDelete, ({ params, caller }) => {
    const lines = linesOf(caller);
    const line = lines.find((l) => l.id === Number(params.id));
    // 200 with `data.form`: the reference's "soft" not-found (§3.1).
    if (!line) return { ...formError(Messages.cartLineNotFound), status: 200 };
    lines.splice(lines.indexOf(line), 1);
    return ok(rowOf(caller, line));
  }),
];
