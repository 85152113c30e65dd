// The admin area (issue 17), registered from contract/admin/endpoints.ts. `auth: 'admin'` in handle() answers
// the envelope's 404 to anyone but an administrator before anything else is read.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { EndpointDef, ReplyOf } from '#contract/endpoint.ts';
import type { z } from '#contract/zod.ts';
import { adminEndpoints as E } from '#contract/admin/endpoints.ts';
import {
  AdminMessages,
  type AdminDoneSchema,
  type AdminIdParamsSchema,
} from '#contract/admin/schemas.ts';
import { InboxMessages } from '#contract/admin/inbox.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { failureReply, notFoundReply, ok, passThrough } from '../lib/reply.ts';
import { limit } from '../lib/rate-limit.ts';
import { linksOf } from '../orders/service.ts';
import {
  adminOrderDetail,
  adminOrdersPage,
  cancelAsAdmin,
  moveOrder,
  verdictOnTransfer,
  type ActionResult,
} from './service.ts';
import { refundAsAdmin, refundDueAsAdmin } from './refunds.ts';
import { refundPartAsAdmin } from './part-refunds.ts';
import { partRefundEndpoints, PartRefundMessages } from '#contract/admin/part-refunds.ts';
import { applicationDetail, applicationsPage, decideApplication } from './sellers.ts';
import {
  exportSubscribers,
  markHandled,
  messageDetail,
  messagesPage,
  subscribersPage,
} from './inbox.ts';
import { useSignInLink } from './sign-in-link.ts';
import { jobsOverview, retryMessage } from './jobs.ts';
import { jobEndpoints, JobMessages } from '#contract/admin/jobs.ts';

export const adminRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => {
  const { db, mail, payments } = c.get('deps');
  return { db, mail: mail ?? null, links: linksOf(c), now: nowOf(c), payments };
};

/**
 * An administrator's action on the body's order: `{ order_id, mailed }` with the message of success (a text, or
 * one chosen by the body), or the action's failure.
 */
function orderAction<B extends { order_id: number }>(
  endpoint: EndpointDef & { auth: 'admin'; body: z.ZodType<B>; data: typeof AdminDoneSchema },
  act: (
    d: ReturnType<typeof deps>,
    user: AuthUser,
    orderId: number,
    body: B,
  ) => Promise<ActionResult>,
  message: string | ((body: B) => string),
) {
  handle(adminRoutes, endpoint, async (c, { body, user }) => {
    const r = await act(deps(c), user, body.order_id, body);
    if (!r.ok) return failureReply(c, r.message);
    const text = typeof message === 'string' ? message : message(body);
    return ok(c, { order_id: body.order_id, mailed: r.mailed }, text);
  });
}

/** One order, application or message by its id; the envelope's 404 with `missing` for none (or no id). */
function detailRoute<E extends EndpointDef & { params: typeof AdminIdParamsSchema }>(
  endpoint: E,
  read: (db: Kysely<Database>, id: number) => Promise<ReplyOf<E> | null>,
  missing: string,
) {
  handle(
    adminRoutes,
    endpoint,
    async (c, { params }) => {
      const one = await read(c.get('deps').db, Number(params.id));
      return one ? ok(c, one) : notFoundReply(c, missing);
    },
    { onInvalid: (c) => notFoundReply(c, missing) },
  );
}

handle(adminRoutes, E.adminMe, (c, { user }) =>
  ok(c, { id: user.id, name: user.name, email: user.email }),
);

handle(adminRoutes, E.adminOrders, async (c, { query }) =>
  ok(c, await adminOrdersPage(c.get('deps').db, query, endpointPath(c))),
);

detailRoute(E.adminOrder, adminOrderDetail, AdminMessages.orderNotFound);

orderAction(
  E.adminOrderStatus,
  (d, user, id, body) => moveOrder(d, user, id, body.status),
  AdminMessages.moved,
);

orderAction(E.adminOrderCancel, cancelAsAdmin, AdminMessages.cancelled);

orderAction(E.adminOrderRefund, refundAsAdmin, AdminMessages.refunded);

orderAction(
  E.adminOrderRefundDue,
  (d, user, id, body) => refundDueAsAdmin(d, user, id, body.payment_id),
  AdminMessages.paymentRefunded,
);

orderAction(
  partRefundEndpoints.adminOrderRefundPart,
  (d, user, id, body) => refundPartAsAdmin(d, user, id, body),
  PartRefundMessages.refunded,
);

orderAction(
  E.adminOrderTransfer,
  (d, user, id, body) => verdictOnTransfer(d, user, id, body.verdict),
  (body) =>
    body.verdict === 'confirm' ? AdminMessages.transferConfirmed : AdminMessages.transferRejected,
);

// ── Seller applications, newsletter, contact messages (decision 075) ─────────────────────────────────
handle(adminRoutes, E.adminSellers, async (c, { query }) =>
  ok(c, await applicationsPage(c.get('deps').db, query, endpointPath(c))),
);

detailRoute(E.adminSeller, applicationDetail, InboxMessages.applicationNotFound);

handle(adminRoutes, E.adminSellerDecide, async (c, { body, user }) => {
  const r = await decideApplication(deps(c), user, body.application_id, body.verdict, body.reason);
  if (!r.ok)
    return r.message === InboxMessages.applicationNotFound
      ? notFoundReply(c, r.message)
      : failureReply(c, r.message);
  return ok(
    c,
    { application_id: body.application_id, mailed: r.mailed },
    body.verdict === 'approve' ? InboxMessages.approved : InboxMessages.rejected,
  );
});

handle(adminRoutes, E.adminSubscribers, async (c, { query }) =>
  ok(c, await subscribersPage(c.get('deps').db, query, endpointPath(c))),
);

handle(adminRoutes, E.adminSubscribersExport, async (c, { user }) =>
  ok(c, await exportSubscribers(c.get('deps').db, user, nowOf(c))),
);

handle(adminRoutes, E.adminMessages, async (c, { query }) =>
  ok(c, await messagesPage(c.get('deps').db, query, endpointPath(c))),
);

detailRoute(E.adminMessage, messageDetail, InboxMessages.messageNotFound);

handle(adminRoutes, E.adminMessageHandled, async (c, { body, user }) => {
  const r = await markHandled(c.get('deps').db, user, body.message_id, nowOf(c));
  if (r === 'missing') return notFoundReply(c, InboxMessages.messageNotFound);
  if (r === 'already') return failureReply(c, InboxMessages.alreadyHandled);
  return ok(c, { message_id: body.message_id }, InboxMessages.handled);
});

// The one-time link of `admin:create` (decision 077): anonymous, rate limited, a code used once.
handle(adminRoutes, E.adminSignIn, async (c, { body }) => {
  const limited = await limit(c, 'adminLink');
  if (limited) return passThrough(limited);
  const token = await useSignInLink(c.get('deps').db, body.code, nowOf(c));
  return token ? ok(c, token) : failureReply(c, InboxMessages.badLink);
});

// ── The background jobs (issue 36, decision 140) ─────────────────────────────────────────────────────
handle(adminRoutes, jobEndpoints.adminJobs, async (c) => {
  const { db, mail } = c.get('deps');
  return ok(c, await jobsOverview(db, nowOf(c), mail?.configured ?? false));
});

handle(adminRoutes, jobEndpoints.adminJobsRetryMail, async (c, { body, user }) => {
  const r = await retryMessage(c.get('deps').db, user, body.message_id, nowOf(c));
  if (r === 'missing') return notFoundReply(c, JobMessages.notFound);
  if (r === 'not-failing') return failureReply(c, JobMessages.notFailing);
  c.get('deps').mail?.kick();
  return ok(c, { message_id: body.message_id }, JobMessages.retried);
});
