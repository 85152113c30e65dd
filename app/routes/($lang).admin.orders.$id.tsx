// `/admin/orders/{id}` (issue 17): one order of the shop as the buyer sees it (components/orders/order-view),
// its buyer, and the admin's actions, each a `<Form method="post">` with CSRF and post/redirect/get with a
// toast: move it forward (only to a later step; the buyer is e-mailed each step), confirm or reject a bank
// transfer awaiting verification, cancel it with a title and message (stock back), mark a cancelled order
// refunded. Below, the order's audit log: who did what, when, before → after. Non-admins get this site's 404.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OrderStatus, PaymentMethod } from '#contract/codes.ts';
import type { TFunction } from 'i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { PartRefundMessages, partRefundEndpoints } from '#contract/admin/part-refunds.ts';
import { knownMessages } from '#app/lib/known-messages.ts';
import { AdminParts } from '#app/components/orders/admin-parts.tsx';
import { ADMIN_STATUSES, type AdminStatus } from '#contract/admin/schemas.ts';
import { adminAction, adminOutcome, adminRecord } from '#app/lib/admin.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { orderPlace } from '#app/lib/orders.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { adminMessage, auditChanges } from '#app/lib/admin.ts';
import { methodLabel } from '#app/lib/orders.ts';
import {
  ActionButton,
  ProviderRefunds,
  RefundsDue,
} from '#app/components/orders/admin-refunds.tsx';
import { OrderView } from '#app/components/orders/order-view.tsx';
import { CancelOrderForm } from '#app/components/orders/cancel-order-form.tsx';
import { CancelOrderFormSchema, ORDER_FORM_MESSAGES } from '#app/lib/order-forms.ts';
import { useLocale } from '#app/components/use-root.ts';
import { AdminRecord, AuditSection, RecordSection } from '#app/components/admin-record.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['orders', 'fulfilment'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const STEP: Record<AdminStatus, number> = {
  confirmed: OrderStatus.CONFIRMED,
  picked_up: OrderStatus.PICKED_UP,
  on_the_way: OrderStatus.ON_THE_WAY,
  delivered: OrderStatus.DELIVERED,
};

export async function loader(args: LoaderFunctionArgs) {
  const found = await adminRecord(args, adminEndpoints.adminOrder, 'order', (t, o) =>
    t('admin:order.title', { code: o.order }),
  );
  // The ship-to state and country by name (the places list is public: no admin token needed).
  const api = shopApiFor(args.request, args.context);
  return { ...found, place: await orderPlace(args.request, api, found.order.address) };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

const INTENTS = [
  'status',
  'cancel',
  'refund',
  'refund_due',
  'refund_part',
  'confirm',
  'reject',
] as const;

const partRefundMessage = knownMessages(
  Object.fromEntries(
    Object.entries(PartRefundMessages).map(([k, m]) => [m, `fulfilment:partRefund.${k}`]),
  ),
);
const orderMessage = (t: TFunction, m: string) => {
  const shown = adminMessage(t, m);
  return shown === m ? partRefundMessage(t, m) : shown;
};

export async function action(args: ActionFunctionArgs) {
  const { formData, intent, id, t, back, api } = await adminAction(args, 'orders', INTENTS);
  let r;
  let done: string;
  if (intent === 'cancel') {
    const submission = parseForm(formData, CancelOrderFormSchema, t, ORDER_FORM_MESSAGES);
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    r = await api.call(adminEndpoints.adminOrderCancel, {
      body: { order_id: id, ...submission.value },
    });
    if (!r.ok && (r.error.kind === 'business' || r.error.kind === 'server'))
      return data(
        submission.reply({ formErrors: r.error.messages.map((m) => adminMessage(t, m)) }),
        { status: 409 },
      );
    done = 'admin:done.cancelled';
  } else if (intent === 'status') {
    const status = String(formData.get('status') ?? '');
    if (!(ADMIN_STATUSES as readonly string[]).includes(status))
      throw new Response('Unknown status.', { status: 400 });
    r = await api.call(adminEndpoints.adminOrderStatus, {
      body: { order_id: id, status: status as AdminStatus },
    });
    done = 'admin:done.moved';
  } else if (intent === 'refund') {
    r = await api.call(adminEndpoints.adminOrderRefund, { body: { order_id: id } });
    done = formData.get('online') === '1' ? 'admin:done.refundedOnline' : 'admin:done.refunded';
  } else if (intent === 'refund_due') {
    const paymentId = String(formData.get('payment_id') ?? '').trim();
    if (!paymentId || paymentId.length > 190)
      throw new Response('Unknown payment.', { status: 400 });
    r = await api.call(adminEndpoints.adminOrderRefundDue, {
      body: { order_id: id, payment_id: paymentId },
    });
    done = 'admin:done.paymentRefunded';
  } else if (intent === 'refund_part') {
    const partId = Number(formData.get('part_id'));
    if (!Number.isSafeInteger(partId) || partId < 1 || partId > 2_147_483_647)
      throw new Response('Unknown part.', { status: 400 });
    const reference = String(formData.get('reference') ?? '')
      .trim()
      .slice(0, 200);
    r = await api.call(partRefundEndpoints.adminOrderRefundPart, {
      body: { order_id: id, part_id: partId, ...(reference ? { reference } : {}) },
    });
    done = 'fulfilment:admin.done';
  } else {
    r = await api.call(adminEndpoints.adminOrderTransfer, {
      body: { order_id: id, verdict: intent },
    });
    done = intent === 'confirm' ? 'admin:done.confirmed' : 'admin:done.rejected';
  }
  // The API's refusals (status 201 or 500 with data.form): back to the order with the reason.
  return adminOutcome(args.request, back, r, orderMessage, t, done);
}

function CancelForm() {
  const { t } = useTranslation('admin');
  return (
    <CancelOrderForm
      lastResult={useActionData<typeof action>()}
      labels={{
        open: t('order.cancel'),
        intro: t('order.cancelIntro'),
        submit: t('order.cancelSubmit'),
      }}
      testId="admin-cancel"
    />
  );
}

function show(field: string, v: unknown, t: (k: string) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'status') return t(`orders:status.${String(v)}`);
  if (field !== 'trans_id' && field !== 'refund_id')
    return t(Number(v) === 1 ? 'admin:yes' : 'admin:no');
  return String(v);
}

export default function AdminOrderRoute() {
  const { t } = useTranslation('admin');
  const { order, place } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const open = order.cancelled === 0;
  const forward = open ? ADMIN_STATUSES.filter((s) => STEP[s] > order.status) : [];
  const awaiting = open && order.awaiting_verification === 1;
  const refundable = order.cancelled === 1 && order.cancellation?.refunded !== 1;
  const cancellable = open && order.status < OrderStatus.DELIVERED;
  // Paid online: the refund goes through the provider (issue 17); otherwise it is only marked.
  const online =
    order.payment_done === 1 &&
    order.order_method !== PaymentMethod.CASH_ON_DELIVERY &&
    order.order_method !== PaymentMethod.BANK_TRANSFER;
  const provider = methodLabel(t, order.order_method);
  return (
    <AdminRecord
      back={localizePath('/admin', lang)}
      backLabel={t('order.back')}
      title={t('order.title', { code: order.order })}
    >
      <p className="text-sm">
        <span className="text-slate-600">{t('order.buyer')}: </span>
        <bdi>{order.buyer.name ?? ''}</bdi>
        {order.buyer.email ? (
          <>
            {' '}
            · <bdi>{order.buyer.email}</bdi>
          </>
        ) : null}
        {order.order_method === PaymentMethod.BANK_TRANSFER && order.trans_id ? (
          <>
            {' '}
            · <span className="text-slate-600">{t('order.reference')}: </span>
            <bdi data-testid="admin-reference">{order.trans_id}</bdi>
          </>
        ) : null}
      </p>
      <RecordSection
        id="admin-actions"
        title={t('order.actions')}
        box="actions"
        testId="admin-actions"
      >
        {awaiting ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="admin-transfer">
            <p className="text-sm font-medium">{t('order.transfer')}</p>
            <ActionButton intent="confirm" label={t('order.confirm')} />
            <ActionButton intent="reject" label={t('order.reject')} />
          </div>
        ) : null}
        {forward.length ? (
          <div className="flex flex-wrap gap-2">
            {forward.map((s) => (
              <ActionButton
                key={s}
                intent="status"
                fields={{ status: s }}
                label={t('order.move', { status: t(`statusFilter.${s}`) })}
              />
            ))}
          </div>
        ) : null}
        {refundable ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-slate-700">
              {online ? t('order.refundOnlineIntro', { provider }) : t('order.refundIntro')}
            </p>
            <ActionButton
              intent="refund"
              label={online ? t('order.refundOnline', { provider }) : t('order.refund')}
              fields={online ? { online: '1' } : {}}
            />
          </div>
        ) : null}
        {cancellable ? <CancelForm key={order.id} /> : null}
        <ProviderRefunds refunds={order.refunds} />
        {!awaiting && !forward.length && !refundable && !cancellable ? (
          <p className="text-sm text-slate-700">{t('order.nothing')}</p>
        ) : null}
      </RecordSection>
      <OrderView order={order} place={place} />
      <AdminParts parts={order.parts} />
      <RefundsDue due={order.refunds_due} lang={lang} />
      <AuditSection
        rows={order.audit}
        empty={t('audit.empty')}
        render={(before, after) =>
          auditChanges(before, after).map(
            ([f, b, n]) => `${t(`field.${f}`)}: ${show(f, b, t)} → ${show(f, n, t)}`,
          )
        }
      />
    </AdminRecord>
  );
}
