// `/seller/orders/{id}` (issue 34): the seller's part of one order — the step tracker, their lines, the
// buyer's name and ship-to address, shipping and payment state — with a form for the next step (carrier and
// tracking number on the way) and a form to cancel the part with a reason. Both work without JavaScript;
// what was typed comes back with the errors.
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { PART_STEPS } from '#contract/fulfilment/schemas.ts';
import type { sellerOrderAction, sellerOrderLoader } from '#app/lib/fulfilment.server.ts';
import { FieldErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { OrderTracker } from '#app/components/orders/order-view.tsx';
import { Thumb } from '#app/components/picture.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { methodLabel } from '#app/lib/orders.ts';
import { MinorMoney } from '#app/components/fulfilment/part-bits.tsx';

const STEP_NUMBER = { confirmed: 2, picked_up: 3, on_the_way: 4, delivered: 5 } as const;

type Reply = { intent: string; errors: Record<string, string[]>; values: Record<string, string> };

function Field(props: {
  name: string;
  label: string;
  reply?: Reply;
  intent: string;
  fallback?: string;
  multiline?: boolean;
  max: number;
}) {
  const errors = props.reply?.intent === props.intent ? props.reply.errors[props.name] : undefined;
  const value =
    props.reply?.intent === props.intent ? props.reply.values[props.name] : props.fallback;
  const id = `part-${props.name}`;
  const common = {
    id,
    name: props.name,
    defaultValue: value ?? '',
    className: inputClass,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': errors?.length ? `${id}-errors` : undefined,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} maxLength={props.max} />
      ) : (
        <input {...common} type="text" maxLength={props.max} dir="auto" />
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

export function SellerPartScreen() {
  const { t } = useTranslation('fulfilment');
  const { part, home } = useLoaderData<typeof sellerOrderLoader>();
  const reply = useActionData<typeof sellerOrderAction>() as Reply | undefined;
  const locale = useLocale();
  const root = useRootData();
  const open = part.cancelled === 0 && part.status < 5;
  const next = PART_STEPS.filter((s) => STEP_NUMBER[s] > part.status);
  const chosen = reply?.intent === 'status' ? reply.values.status : next[0];
  const a = part.buyer;
  return (
    <div className="flex flex-col gap-4" data-testid="seller-part">
      <section className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <Link to={home} className="text-sm underline">
          {t('part.back')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('part.title', { code: part.order_code })}</h1>
        <p className="text-sm text-slate-600">{formatDateTime(part.created, locale)}</p>
        {part.cancelled === 1 ? (
          <div
            role="status"
            className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900"
            data-testid="part-cancelled"
          >
            <p className="font-semibold">{t('part.cancelled')}</p>
            {part.cancel_reason ? (
              <p className="text-sm">
                <bdi>{part.cancel_reason}</bdi>
              </p>
            ) : null}
            {part.refund_due > 0 ? (
              <p className="text-sm">
                {t('part.refundDue')} <MinorMoney minor={part.refund_due} />
              </p>
            ) : null}
          </div>
        ) : (
          <OrderTracker status={part.status} />
        )}
        {part.carrier || part.tracking_number ? (
          <p className="text-sm" data-testid="part-tracking">
            {t('part.carrier')}: <bdi>{part.carrier ?? '—'}</bdi> · {t('part.tracking')}:{' '}
            <bdi dir="ltr">{part.tracking_number ?? '—'}</bdi>
          </p>
        ) : null}
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        aria-labelledby="part-lines"
      >
        <h2 id="part-lines" className="text-xl font-semibold">
          {t('part.lines')}
        </h2>
        <ul className="flex flex-col divide-y divide-slate-100" data-testid="part-lines">
          {part.lines.map((l) => (
            <li key={l.id} className="flex items-center gap-3 py-2">
              <Thumb image={l.image} images={root?.site} size={48} />
              <div className="flex flex-1 flex-col">
                <bdi className="font-medium">{l.title}</bdi>
                {l.attributes.length ? (
                  <span className="text-xs text-slate-600">
                    {l.attributes.map((x) => `${x.title}: ${x.value}`).join(' · ')}
                  </span>
                ) : null}
                <span className="text-xs text-slate-600">
                  {t(`orders:shipping.${l.shipping_type}`)}
                </span>
              </div>
              <span className="text-sm">
                {l.quantity} × <MinorMoney minor={l.unit_price} />
              </span>
              <span className="font-medium">
                <MinorMoney minor={l.line_total} />
              </span>
            </li>
          ))}
        </ul>
        <p className="text-end font-semibold">
          {t('part.total')}: <MinorMoney minor={part.total} />
        </p>
      </section>
      <section className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold">{t('part.shipTo')}</h2>
          <address className="not-italic" data-testid="part-address">
            <bdi>{a.name}</bdi>
            <br />
            {[a.address_1, a.address_2].filter(Boolean).join(', ')}
            <br />
            {[a.city, a.state, a.zip, a.country].filter(Boolean).join(', ')}
            {a.phone ? (
              <>
                <br />
                <bdi dir="ltr">{a.phone}</bdi>
              </>
            ) : null}
          </address>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('part.payment')}</h2>
          <p data-testid="part-payment">
            {t(part.payment.paid ? 'orders:payment.paid' : 'orders:payment.unpaid')} ·{' '}
            {methodLabel(t, part.payment.method)}
          </p>
        </div>
      </section>
      {open ? (
        <section className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
          <Form method="post" className="flex flex-col gap-3" data-testid="part-status-form">
            <h2 className="text-lg font-semibold">{t('part.next')}</h2>
            <AuthenticityTokenInput />
            <div className="flex flex-col gap-1">
              <label htmlFor="part-status" className="text-sm font-medium">
                {t('part.step')}
              </label>
              <select id="part-status" name="status" defaultValue={chosen} className={inputClass}>
                {next.map((s) => (
                  <option key={s} value={s}>
                    {t(`state.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <Field
              name="carrier"
              label={t('part.carrierField')}
              reply={reply}
              intent="status"
              fallback={part.carrier ?? ''}
              max={80}
            />
            <Field
              name="tracking_number"
              label={t('part.trackingField')}
              reply={reply}
              intent="status"
              fallback={part.tracking_number ?? ''}
              max={80}
            />
            <SubmitButton intent="status">{t('part.save')}</SubmitButton>
          </Form>
          <Form method="post" className="flex flex-col gap-3" data-testid="part-cancel-form">
            <h2 className="text-lg font-semibold">{t('part.cancel')}</h2>
            <p className="text-sm text-slate-700">{t('part.cancelIntro')}</p>
            <AuthenticityTokenInput />
            <Field
              name="reason"
              label={t('part.reason')}
              reply={reply}
              intent="cancel"
              multiline
              max={500}
            />
            <SubmitButton intent="cancel" className="btn-secondary">
              {t('part.cancelSubmit')}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
