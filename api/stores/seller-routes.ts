// A seller's own store (issue 34 items 1 and 3), registered from contract/stores/seller.ts: `auth: 'seller'`
// resolves the caller's live store once, and every handler works on that store only.
import { Hono } from 'hono';
import { sellerStoreEndpoints as E, StoreProfileMessages as M } from '#contract/stores/seller.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import type { AuthUser, SellerStore } from '../lib/auth.ts';
import { formReply, ok } from '../lib/reply.ts';
import {
  removeStorePicture,
  saveStoreProfile,
  storeProfile,
  uploadStorePicture,
} from './profile.ts';
import { sellerDashboard } from './dashboard.ts';

export const sellerStoreRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => {
  const { db, files } = c.get('deps');
  return { db, files, now: nowOf(c) };
};

handle(sellerStoreRoutes, E.sellerStore, async (c, { store }) =>
  ok(c, await storeProfile(c.get('deps').db, store.id)),
);

handle(sellerStoreRoutes, E.sellerStoreSave, async (c, { store, user, body }) => {
  const r = await saveStoreProfile(deps(c), store.id, user, body);
  if (!r.ok) return formReply(c, r.message);
  return ok(c, await storeProfile(c.get('deps').db, store.id), M.saved);
});

const upload =
  (picture: 'logo' | 'banner') =>
  async (c: Ctx, { store, user }: { store: SellerStore; user: AuthUser }) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return formReply(c, M.pictureMissing);
    }
    const r = await uploadStorePicture(deps(c), store.id, user, picture, form.image);
    return r.ok ? ok(c, { picture, image: r.image }, M.pictureSaved) : formReply(c, r.message);
  };
handle(sellerStoreRoutes, E.sellerStoreLogo, upload('logo'));
handle(sellerStoreRoutes, E.sellerStoreBanner, upload('banner'));

handle(sellerStoreRoutes, E.sellerStorePictureRemove, async (c, { store, user, body }) => {
  const r = await removeStorePicture(deps(c), store.id, user, body.picture);
  return r.ok ? ok(c, { picture: body.picture }, M.pictureRemoved) : formReply(c, r.message);
});

handle(sellerStoreRoutes, E.sellerDashboard, async (c, { store }) =>
  ok(c, await sellerDashboard(c.get('deps').db, store.id, nowOf(c))),
);
