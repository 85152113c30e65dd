// The address book of the mock API (docs/api-reference.md §8.15), per caller (the demo shopper, each guest by
// user_token): create, update, find and delete, the first address or one sent with default 1 becoming the
// default — the cart's shipping destination (mocks/cart.ts).
import { addressMessage, Messages } from '#contract/messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { normalisePage } from '#contract/paginate.ts';
import type { AddressBody } from '#contract/addresses/schemas.ts';
import { optionalAddressFields } from '#contract/addresses/stored.ts';
import { callerState, type Caller } from './identity.ts';
import { mock, type Fixture } from './mock.ts';
import { page } from './catalog.fixtures.ts';

type Address = Omit<AddressBody, 'id' | 'user_token' | 'default'> & { id: number; created: string };

const PER_PAGE = 25;
let nextId = 1;
const books = callerState(() => ({ list: [] as Address[], defaultId: null as number | null }));

function view(caller: Caller, a: Address): Fixture<'addressFind'> {
  return {
    ...a,
    ...optionalAddressFields(a),
    default: books(caller).defaultId === a.id ? 1 : 2,
  };
}

/** The caller's default address (the cart's destination), if any. */
export function defaultAddress(caller: Caller) {
  const book = books(caller);
  return book.list.find((a) => a.id === book.defaultId) ?? null;
}

/** One of the caller's addresses. */
export const findAddress = (caller: Caller, id: string | number | undefined) =>
  books(caller).list.find((a) => a.id === Number(id));

/** cart/update-shipping: the chosen address becomes the default. */
export const setDefaultAddress = (caller: Caller, id: number) => {
  books(caller).defaultId = id;
};
/** 200 with `data.form`: the reference's "soft" not-found (§3.1). */
const softNotFound = () => ({ ...formError(Messages.addressNotFound), status: 200 });

export const addressesHandlers = [
  ...mock(endpoints.addressAll, ({ query, caller }) => {
    const p = normalisePage(query.page);
    const list = [...books(caller).list].reverse();
    const items = list.slice((p - 1) * PER_PAGE, p * PER_PAGE).map((a) => view(caller, a));
    return ok(page(items, list.length, p, PER_PAGE, endpoints.addressAll.path));
  }),
  ...mock(endpoints.addressFind, ({ params, caller }) => {
    const address = findAddress(caller, params.id);
    return address ? ok(view(caller, address)) : notFound(Messages.addressNotFound);
  }),
  ...mock(endpoints.addressAction, ({ body, caller, path }) => {
    const { id: bodyId, user_token: _token, default: makeDefault, ...fields } = body;
    if (path.id !== undefined && !/^\d+$/.test(path.id)) return notFound(Messages.addressNotFound);
    const id = path.id ?? bodyId;
    const book = books(caller);
    let address: Address;
    if (id !== undefined) {
      const mine = findAddress(caller, id);
      if (!mine) return notFound(Messages.addressNotFound);
      address = Object.assign(mine, fields);
    } else {
      address = { ...fields, id: nextId++, created: new Date().toISOString() };
      book.list.push(address);
    }
    if (makeDefault === 1 || book.defaultId === null) book.defaultId = address.id;
    return ok(view(caller, address), addressMessage(id === undefined ? 'created' : 'updated'));
  }),
  ...mock(endpoints.addressDelete, ({ params, caller }) => {
    const book = books(caller);
    const address = findAddress(caller, params.id);
    if (!address) return softNotFound();
    book.list.splice(book.list.indexOf(address), 1);
    if (book.defaultId === address.id) book.defaultId = null;
    return ok(view(caller, address), addressMessage('deleted'));
  }),
];
