// The shopper as the shell shows them (header name, avatar, cart count), from `user/profile` on every page
// that has a session. A token the API no longer accepts (status 204) is dropped and the shopper continues as
// a guest (docs/api-reference.md §3.4 rule 3); a refreshed token is stored.
import type { AppLoadContext } from '@remix-run/node';
import { commitSession, getSession, readSession } from '#app/lib/session.server.ts';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';

export type ShellUser = {
  loggedIn: boolean;
  id: number | null;
  name: string | null;
  /** The signed-in shopper's e-mail (a new address starts with it). */
  email: string | null;
  avatar: string | null;
  cartCount: number;
  /** Product ids in the wishlist (hearts on cards and the product page). */
  wishlist: number[];
};

const GUEST: ShellUser = {
  loggedIn: false,
  id: null,
  email: null,
  name: null,
  avatar: null,
  cartCount: 0,
  wishlist: [],
};

export async function loadAccount(
  request: Request,
  context: AppLoadContext,
): Promise<{ user: ShellUser; setCookie: string | null }> {
  const { token, userToken } = await readSession(request);
  if (!token && !userToken) return { user: GUEST, setCookie: null };
  const api = shopApiFor(request, context);
  const [r, hearts] = await Promise.all([
    api.call(endpoints.profile),
    token ? api.call(endpoints.wishlistIds) : Promise.resolve(null),
  ]);
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated' && token) {
      const session = await getSession(request);
      session.unset('token');
      return { user: GUEST, setCookie: await commitSession(session) };
    }
    // The shell still renders (count unknown) when the profile call fails for another reason.
    return { user: { ...GUEST, loggedIn: Boolean(token) }, setCookie: null };
  }
  const p = r.data;
  let setCookie: string | null = null;
  if (token && r.token && r.token !== token) {
    const session = await getSession(request);
    session.set('token', r.token);
    setCookie = await commitSession(session);
  }
  const name = p.name || [p.first_name, p.last_name].filter(Boolean).join(' ') || null;
  return {
    user: {
      loggedIn: Boolean(token) && p.is_logged_in,
      id: p.id ?? null,
      name: token ? name : null,
      email: token ? (p.email ?? null) : null,
      avatar: token ? (p.avatar ?? null) : null,
      cartCount: p.cart_count,
      wishlist: token && hearts?.ok ? hearts.data : [],
    },
    setCookie,
  };
}
