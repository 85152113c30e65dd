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
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { ADMIN_STATUSES, type AdminStatus } from '#contract/admin/schemas.ts';
import { requireAdmin, adminNotFound } from '#app/lib/admin.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { actionKey, adminMessage, auditChanges } from '#app/lib/admin.ts';
import { methodLabel } from '#app/lib/orders.ts';
import {
  ActionButton,
  ProviderRefunds,
  RefundsDue,
} from '#app/components/orders/admin-refunds.tsx';
import { OrderView } from '#app/components/orders/order-view.tsx';
import { CancelOrderForm } from '#app/components/orders/cancel-order-form.tsx';
import { CancelOrderFormSchema, ORDER_FORM_MESSAGES } from '#app/lib/order-forms.ts';
import { useRootData } from '#app/components/use-root.ts';
import { BackLink } from '#app/components/back-link.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['orders'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const STEP: Record<AdminStatus, number> = {
  confirmed: OrderStatus.CONFIRMED,
  picked_up: OrderStatus.PICKED_UP,
  on_the_way: OrderStatus.ON_THE_WAY,
  delivered: OrderStatus.DELIVERED,
};

function orderIdOf(params: { id?: string }): number {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) throw adminNotFound();
  return Number(id);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const id = orderIdOf(params);
  const t = await requestT(request);
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminOrder, {
    params: { id: String(id) },
  });
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
  const order = unwrapOrThrow(r);
  return { title: t('admin:order.title', { code: order.order }), order };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

const INTENTS = ['status', 'cancel', 'refund', 'refund_due', 'confirm', 'reject'] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const intent = String(formData.get('intent') ?? '') as Intent;
  if (!INTENTS.includes(intent)) throw new Response('Unknown action.', { status: 400 });
  const id = orderIdOf(params);
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const back = localizePath(`/admin/orders/${id}`, lang);
  const api = shopApiFor(request, context, { token });
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
    if (!paymentId || paymentId.length > 190) throw new Response('Unknown payment.', { status: 400 });
    r = await api.call(adminEndpoints.adminOrderRefundDue, {
      body: { order_id: id, payment_id: paymentId },
    });
    done = 'admin:done.paymentRefunded';
  } else {
    r = await api.call(adminEndpoints.adminOrderTransfer, {
      body: { order_id: id, verdict: intent },
    });
    done = intent === 'confirm' ? 'admin:done.confirmed' : 'admin:done.rejected';
  }
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    // The API's refusals (status 201 or 500 with data.form): back to the order with the reason.
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => adminMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
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
  const { order } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
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
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <BackLink to={localizePath('/admin', lang)} label={t('order.back')} />
      <h1 className="text-2xl font-semibold">{t('order.title', { code: order.order })}</h1>
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
      <section
        aria-labelledby="admin-actions"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
        data-testid="admin-actions"
      >
        <h2 id="admin-actions" className="font-semibold">
          {t('order.actions')}
        </h2>
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
      </section>
      <OrderView order={order} />
      <RefundsDue due={order.refunds_due} lang={lang} />
      <section aria-labelledby="admin-audit" className="flex flex-col gap-2">
        <h2 id="admin-audit" className="text-lg font-semibold">
          {t('audit.title')}
        </h2>
        {order.audit.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="admin-audit">
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th className="p-2 text-start">{t('audit.when')}</th>
                  <th className="p-2 text-start">{t('audit.who')}</th>
                  <th className="p-2 text-start">{t('audit.what')}</th>
                  <th className="p-2 text-start">{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {order.audit.map((a) => (
                  <tr key={a.id} className="border-t border-slate-100">
                    <td className="p-2">{formatDateTime(a.created, lang)}</td>
                    <td className="p-2">
                      <bdi>{a.admin.name}</bdi>
                    </td>
                    <td className="p-2">{t(actionKey(a.action), { defaultValue: a.action })}</td>
                    <td className="p-2">
                      <ul>
                        {auditChanges(a.before, a.after).map(([f, b, n]) => (
                          <li key={f}>
                            {t(`field.${f}`)}: {show(f, b, t)} → {show(f, n, t)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t('audit.empty')}</p>
        )}
      </section>
    </article>
  );
}
