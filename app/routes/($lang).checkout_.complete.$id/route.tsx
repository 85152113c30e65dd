// `/checkout/complete/{id}` (spec §8 'Your order has been placed successfully'; issue 15): where "Place order"
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
import { FormErrors, SubmitButton, TextField } from '#app/components/form.tsx';
import { Money } from '#app/components/price.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { TRANSACTION_MESSAGES, TransactionSchema } from '#app/routes/($lang).checkout/schema.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['checkout', 'cart', 'account'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const notFound = () => new Response('Not Found', { status: 404 });

/** The order's id from the path and the shopper; anything else is 404 before the API is asked. */
async function owned(request: Request, id: string | undefined) {
  const { token, userToken } = await readSession(request);
  if ((!token && !userToken) || !id || !/^\d{1,10}$/.test(id)) throw notFound();
  return { id, guest: !token };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { id, guest } = await owned(request, params.id);
  const t = await checkoutT(request);
  const api = shopApiFor(request, context);
  const found = await api.call(ordersEndpoints.orderFind, { params: { id } });
  if (!found.ok && found.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const order = unwrapOrThrow(found);
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
  const { id } = await owned(request, params.id);
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
  const lang = useRootData()?.locale ?? 'en';
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
        <p>
          {t('complete.number')}{' '}
          <strong dir="ltr" data-testid="order-number">
            {o.order}
          </strong>
        </p>
        <p className="text-sm text-slate-700">
          {t('method')}: {t(`methods.${o.order_method}`, { defaultValue: String(o.order_method) })}
        </p>
        {o.order_method === PaymentMethod.CASH_ON_DELIVERY ? (
          <p className="text-sm">
            {t('complete.payOnDelivery')} <Money value={o.calculated.total_price} />
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
    <section
      aria-labelledby="bank-heading"
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
    >
      <h2 id="bank-heading" className="text-lg font-semibold">
        {t('bank.title')}
      </h2>
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
    </section>
  );
}

function OrderedProducts({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const stores = new Map<number, { name: string; lines: OrderDetail['ordered_products'] }>();
  for (const l of o.ordered_products) {
    const id = l.product.store?.id ?? 0;
    const g = stores.get(id) ?? { name: l.product.store?.name ?? t('store'), lines: [] };
    g.lines.push(l);
    stores.set(id, g);
  }
  const c = o.calculated;
  return (
    <section
      aria-labelledby="ordered-heading"
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
    >
      <h2 id="ordered-heading" className="text-lg font-semibold">
        {t('complete.ordered')}
      </h2>
      {[...stores.entries()].map(([id, g]) => (
        <div key={id} data-testid="ordered-store">
          <h3 className="font-semibold">
            <bdi>{g.name}</bdi>
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
                <span>
                  <Money value={l.selling} />
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
        <div
          className="mt-1 flex justify-between gap-2 text-base font-semibold"
          data-testid="order-total"
        >
          <dt>{t('cart:summary.total')}</dt>
          <dd>
            <Money value={c.total_price} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd>
        {value < 0 ? '−' : ''}
        <Money value={Math.abs(value)} />
      </dd>
    </div>
  );
}
