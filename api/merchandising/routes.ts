// The home page's and banners' admin endpoints (issue 35 item 1), registered from contract/admin/merchandising.ts:
// the same five handlers for each kind. `auth: 'admin'` in handle() answers the envelope's 404 to anyone else.
import { Hono } from 'hono';
import {
  MERCH_KINDS,
  MerchMessages,
  merchandising,
  type MerchBody,
  type MerchKind,
} from '#contract/admin/merchandising.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import { deleteMerch, merchList, merchRecord, saveMerch, setMerchImage } from './service.ts';

export const merchandisingRoutes = new Hono<ApiEnv>();

type Refused = { ok: false; missing?: true; message: string };
const refusal = (c: Ctx, r: Refused) =>
  r.missing ? notFoundReply(c, r.message) : formReply(c, r.message);

function register(kind: MerchKind) {
  const E = merchandising[kind];
  const db = (c: Ctx) => c.get('deps').db;
  const deps = (c: Ctx) => ({ db: db(c), files: c.get('deps').files, now: nowOf(c) });
  handle(merchandisingRoutes, E.list, async (c) => ok(c, await merchList(db(c), kind)));
  handle(
    merchandisingRoutes,
    E.one,
    async (c, { params }) => {
      const one = await merchRecord(db(c), kind, Number(params.id));
      return one ? ok(c, one) : notFoundReply(c, MerchMessages.notFound);
    },
    { onInvalid: (c) => notFoundReply(c, MerchMessages.notFound) },
  );
  handle(merchandisingRoutes, E.save, async (c, { body, user }) => {
    const r = await saveMerch(db(c), user, kind, body as MerchBody, nowOf(c));
    return r.ok ? ok(c, { id: r.id }, MerchMessages.saved) : refusal(c, r);
  });
  handle(merchandisingRoutes, E.remove, async (c, { body, user }) => {
    const r = await deleteMerch(deps(c), user, kind, body.id);
    return r.ok ? ok(c, { id: r.id }, MerchMessages.deleted) : refusal(c, r);
  });
  handle(merchandisingRoutes, E.image, async (c, { user }) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return formReply(c, MerchMessages.missing);
    }
    const id = Number(form.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      return notFoundReply(c, MerchMessages.notFound);
    const r = await setMerchImage(deps(c), user, kind, id, form.image);
    return r.ok ? ok(c, { id: r.id, image: r.image }, MerchMessages.imageSaved) : refusal(c, r);
  });
}

for (const kind of MERCH_KINDS) register(kind);
