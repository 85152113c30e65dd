// The admin area (issue 17), registered from contract/admin/endpoints.ts. `auth: 'admin'` in handle() answers
// the envelope's 404 to anyone but an administrator before anything else is read.
import { Hono } from 'hono';
import { adminEndpoints as E } from '#contract/admin/endpoints.ts';
import { AdminMessages } from '#contract/admin/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { failureReply, notFoundReply, ok } from '../lib/reply.ts';
import { linksOf } from '../orders/emails.ts';
import {
  adminOrderDetail,
  adminOrdersPage,
  cancelAsAdmin,
  moveOrder,
  refundAsAdmin,
  verdictOnTransfer,
  type ActionResult,
} from './service.ts';

export const adminRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => {
  const { db, mail } = c.get('deps');
  return { db, mail: mail ?? null, links: linksOf(c), now: nowOf(c) };
};

const done = (c: Ctx, orderId: number, r: ActionResult, message: string) =>
  r.ok ? ok(c, { order_id: orderId, mailed: r.mailed }, message) : failureReply(c, r.message);

handle(adminRoutes, E.adminMe, (c, { user }) =>
  ok(c, { id: user.id, name: user.name, email: user.email }),
);

handle(adminRoutes, E.adminOrders, async (c, { query }) =>
  ok(c, await adminOrdersPage(c.get('deps').db, query, endpointPath(c))),
);

handle(
  adminRoutes,
  E.adminOrder,
  async (c, { params }) => {
    const one = await adminOrderDetail(c.get('deps').db, Number(params.id));
    return one ? ok(c, one) : notFoundReply(c, AdminMessages.orderNotFound);
  },
  { onInvalid: (c) => notFoundReply(c, AdminMessages.orderNotFound) },
);

handle(adminRoutes, E.adminOrderStatus, async (c, { body, user }) =>
  done(
    c,
    body.order_id,
    await moveOrder(deps(c), user, body.order_id, body.status),
    AdminMessages.moved,
  ),
);

handle(adminRoutes, E.adminOrderCancel, async (c, { body, user }) =>
  done(
    c,
    body.order_id,
    await cancelAsAdmin(deps(c), user, body.order_id, body),
    AdminMessages.cancelled,
  ),
);

handle(adminRoutes, E.adminOrderRefund, async (c, { body, user }) =>
  done(c, body.order_id, await refundAsAdmin(deps(c), user, body.order_id), AdminMessages.refunded),
);

handle(adminRoutes, E.adminOrderTransfer, async (c, { body, user }) =>
  done(
    c,
    body.order_id,
    await verdictOnTransfer(deps(c), user, body.order_id, body.verdict),
    body.verdict === 'confirm' ? AdminMessages.transferConfirmed : AdminMessages.transferRejected,
  ),
);
