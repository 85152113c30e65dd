// `/checkout/complete/{id}` (docs/spec.md §8 'Your order has been placed successfully'; issue 15): where "Place order"
// leads. The order number, what was ordered by store and its totals (all from the API), and a link to the
// order: `/user/order/{id}` for a signed-in shopper, `/track-order?code=…` (the tracking code, the one token
// the issue allows in a URL) for a guest. Bank transfer: the shop's bank details (payment-gateway) and a form
// for the transfer's reference → order/transaction → 'Payment data submitted successfully'; the order then
// awaits the shop's verification. Only the order's owner sees it: anyone else gets 404 (the API answers
// "not found" for another's order).
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { PaymentMethod } from '#contract/codes.ts';
import { toMajor } from '#contract/money.ts';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import type { OrderDetail } from '#contract/orders/schemas.ts';
import { siteEndpoints } from '#contract/site/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { readSession } from '#app/lib/session.server.ts';
import { sessionExpired } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { checkoutT, orderMessage } from '#app/lib/checkout.server.ts';
import { findOrder, notFound, orderIdOf } from '#app/lib/orders.server.ts';
import { FormErrors, TextField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { Money } from '#app/components/price.tsx';
import { GrandTotal, TotalsRow } from '#app/components/totals.tsx';
import { TitledSection } from '#app/components/card-section.tsx';
import { byStore } from '#app/lib/by-store.ts';
import { lineTotalMinor } from '#app/lib/orders.ts';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { OrderNumber } from '#app/components/payment.tsx';
import { TRANSACTION_MESSAGES, TransactionSchema } from '#app/routes/($lang).checkout/schema.ts';
import { isOnlineMethod } from '#app/lib/payments.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
// No marketing popup or top banner while buying or in the account (issue 37 item 6).
export const handle = { i18n: ['checkout', 'cart', 'account'], promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

/** The order's id from the path and the shopper; anything else is 404 before the API is asked. */
async function owned(request: Request, params: { id?: string }) {
  const { token, userToken } = await readSession(request);
  if (!token && !userToken) throw notFound();
  return { id: orderIdOf(params), guest: !token };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { id, guest } = await owned(request, params);
  const t = await checkoutT(request);
  const api = shopApiFor(request, context);
  const order = await findOrder(request, context, id, api);
  let bank = null;
  if (order.order_method === PaymentMethod.BANK_TRANSFER) {
    const g = unwrapOrThrow(await api.call(siteEndpoints.paymentGateway));
    bank = {
      bank_name: g.bank_name ?? '',
      account_name: g.account_name ?? '',
      account_number: g.account_number ?? '',
      branch_name: g.branch_name ?? '',
    };
  }
  return { title: t('checkout:complete.title'), order, guest, bank };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const { id } = await owned(request, params);
  const t = await checkoutT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath(`/checkout/complete/${id}`, lang);
  const submission = parseForm(formData, TransactionSchema, t, TRANSACTION_MESSAGES);
  if (formData.get('intent') !== 'transaction') return data({ ok: false }, { status: 400 });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const api = shopApiFor(request, context);
  const r = await api.call(ordersEndpoints.orderTransaction, {
    body: { id: Number(id), trans_id: submission.value.trans_id },
  });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    return redirectWithToast(request, self, {
      type: 'error',
      message: r.error.messages.map((m) => orderMessage(t, m)).join(', '),
    });
  }
  // The transfer's reference is in: the confirmation goes out (once).
  await api.call(ordersEndpoints.sendOrderEmail, { params: { id } });
  return redirectWithToast(request, self, {
    type: 'success',
    message: t('checkout:api.paymentSubmitted'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function OrderPlacedRoute() {
  const { t } = useTranslation('checkout');
  const { order: o, guest, bank } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const link = guest
    ? `${localizePath('/track-order', lang)}?code=${encodeURIComponent(o.order)}`
    : localizePath(`/user/order/${o.id}`, lang);
  const submitted = o.order_method === PaymentMethod.BANK_TRANSFER && !!o.trans_id;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm" aria-live="polite">
        <h1 className="text-2xl font-semibold" data-testid="order-placed">
          {t('api.placed')}
        </h1>
        <OrderNumber order={o.order} />
        <p className="text-sm text-slate-700">
          {t('method')}: {t(`methods.${o.order_method}`, { defaultValue: String(o.order_method) })}
        </p>
        {o.order_method === PaymentMethod.CASH_ON_DELIVERY ? (
          <p className="text-sm">
            {t('complete.payOnDelivery')} <Money value={o.calculated.total_price} />
          </p>
        ) : null}
        {o.payment_done === 1 && isOnlineMethod(o.order_method) ? (
          <p className="font-semibold text-emerald-800" data-testid="payment-received">
            {t('complete.paid')}
          </p>
        ) : null}
        {guest ? <p className="text-sm text-slate-700">{t('complete.keepCode')}</p> : null}
        <Link to={link} className="btn-primary w-fit" data-testid="order-link">
          {guest ? t('complete.track') : t('complete.view')}
        </Link>
      </section>
      {bank ? (
        submitted ? (
          <section
            className="rounded-lg bg-emerald-50 p-6 text-emerald-900 shadow-sm"
            data-testid="payment-submitted"
          >
            <p className="font-semibold">{t('api.paymentSubmitted')}</p>
            <p className="text-sm">{t('complete.awaiting')}</p>
          </section>
        ) : (
          <BankTransfer bank={bank} total={o.calculated.total_price} />
        )
      ) : null}
      <OrderedProducts order={o} />
    </div>
  );
}

function BankTransfer({
  bank,
  total,
}: {
  bank: { bank_name: string; account_name: string; account_number: string; branch_name: string };
  total: number;
}) {
  const { t } = useTranslation('checkout');
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm({
    lastResult: lastResult && 'status' in lastResult ? lastResult : undefined,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, TransactionSchema, t, TRANSACTION_MESSAGES),
  });
  const rows: [string, string][] = [
    [t('bank.bank_name'), bank.bank_name],
    [t('bank.account_name'), bank.account_name],
    [t('bank.account_number'), bank.account_number],
    [t('bank.branch_name'), bank.branch_name],
  ];
  return (
    <TitledSection
      id="bank-heading"
      title={t('bank.title')}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
    >
      <p className="text-sm">
        {t('bank.instructions')} <Money value={total} />
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4" data-testid="bank">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium">{k}</dt>
              <dd>
                <bdi dir={k === t('bank.account_number') ? 'ltr' : undefined}>{v}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <TextField field={fields.trans_id} label={t('fields.trans_id')} dir="ltr" />
        <SubmitButton intent="transaction" className="btn-primary w-fit">
          {t('bank.submit')}
        </SubmitButton>
      </Form>
    </TitledSection>
  );
}

function OrderedProducts({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const currency = useRootData()?.site.setting.currency;
  const c = o.calculated;
  return (
    <TitledSection
      id="ordered-heading"
      title={t('complete.ordered')}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
    >
      {byStore(o.ordered_products, (l) => l.product.store).map((g) => (
        <div key={g.store?.id ?? 0} data-testid="ordered-store">
          <h3 className="font-semibold">
            <bdi>{g.store?.name ?? t('store')}</bdi>
          </h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {g.lines.map((l, i) => (
              <li key={l.id ?? i} className="flex justify-between gap-3 py-2">
                <span>
                  <bdi>{l.product.title}</bdi>
                  {l.attributes.length
                    ? ` (${l.attributes.map((a) => `${a.title}: ${a.value}`).join(', ')})`
                    : ''}{' '}
                  × {l.quantity}
                </span>
                <span data-testid="ordered-line-total">
                  <Money value={toMajor(lineTotalMinor(l, currency), currency)} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
        <Row label={t('cart:summary.subtotal')} value={c.subtotal} />
        <Row label={t('cart:summary.shipping')} value={c.shipping_price} />
        {c.tax > 0 ? <Row label={t('cart:summary.tax')} value={c.tax} /> : null}
        {c.voucher_price > 0 ? (
          <Row
            label={t('cart:summary.voucher', { code: o.voucher?.code ?? '' })}
            value={-c.voucher_price}
          />
        ) : null}
        <GrandTotal
          label={t('cart:summary.total')}
          value={c.total_price}
          testId="order-total"
          ruled={false}
        />
      </dl>
    </TitledSection>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <TotalsRow label={label}>
      <Money value={Math.abs(value)} minus={value < 0} />
    </TotalsRow>
  );
}
