// Who calls the mock API, and what the mocks remember for them. One demo shopper signs in with a bearer
// token; guests are told apart by their `user_token` (docs/api-reference.md §4.3). Each domain keeps its state
// (cart lines, wishlist, addresses…) per caller; `resetMockState` forgets it all (between scenarios).
//   shopper@bazaar.test / secret12 · e-mailed codes are always 123456 · token "mock-token…"
export const MOCK_ACCOUNT = {
  id: 7,
  email: 'shopper@bazaar.test',
  password: 'secret12',
  code: '123456',
  token: 'mock-token-0123456789abcdef',
  /** A social sign-in's one-time code, valid only with the nonce of the browser that started it. */
  socialCode: 'mock-social-code-0123456789abcdef',
  socialNonce: 'mock-social-nonce-0123456789abcdef',
} as const;

/** The demo administrator of the mock API (the admin area, issue 17): only its token reaches admin endpoints. */
export const MOCK_ADMIN = {
  id: 1,
  name: 'Shop Admin',
  token: 'mock-admin-token-0123456789ab',
} as const;
export const isAdmin = (request: Request) => bearerOf(request) === MOCK_ADMIN.token;

/** The demo seller of the mock API (issue 33): the owner of store 1; only its token reaches seller endpoints. */
export const MOCK_SELLER = {
  id: 12,
  name: 'Nadia Seller',
  email: 'nadia@bazaar.test',
  token: 'mock-seller-token-0123456789a',
  store: { id: 1, name: 'Nadia Crafts', slug: 'nadia-crafts' },
} as const;
export const isSeller = (request: Request) => bearerOf(request) === MOCK_SELLER.token;

export type Caller = { kind: 'user' } | { kind: 'guest'; token: string };
export const SHOPPER: Caller = { kind: 'user' };

/** The bearer token as sent, or null when there is none. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

export const isShopper = (request: Request) => bearerOf(request) === MOCK_ACCOUNT.token;

const resets = new Set<() => void>();

/** State of one mock domain per caller, made by `init` on first use. */
export function callerState<T>(init: () => T): (caller: Caller) => T {
  const byCaller = new Map<string, T>();
  resets.add(() => byCaller.clear());
  return (caller) => {
    const key = caller.kind === 'user' ? 'user' : `guest:${caller.token}`;
    let state = byCaller.get(key);
    if (state === undefined) byCaller.set(key, (state = init()));
    return state;
  };
}

/** A single value of a mock domain (the shopper's profile, say), back to `init` on reset. */
export function mockCell<T>(init: () => T): { get: () => T; set: (value: T) => void } {
  let value = init();
  resets.add(() => (value = init()));
  return { get: () => value, set: (v) => (value = v) };
}

/** Forgets what every caller did: the next request starts from the fixtures. */
export function resetMockState() {
  for (const reset of resets) reset();
}
