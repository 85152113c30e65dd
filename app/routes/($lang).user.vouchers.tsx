// `/user/vouchers` (docs/spec.md §2, §3 "Voucher"): the shop's running vouchers with code, minimum spend and validity;
// collect one to keep it here; check a code against the selected cart lines (minimum spend, validity, usage
// limits, per-customer limit) with the API's answer. Collect also comes from the product page.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { VoucherCollectBodySchema } from '#contract/vouchers/schemas.ts';
import { vouchersEndpoints } from '#contract/vouchers/endpoints.ts';
import { apiMessage, sessionExpired } from '#app/lib/forms.server.ts';
import { firstError, parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { LIST_MESSAGES } from '#app/lib/lists.server.ts';
import { readListForm } from '#app/lib/signed-in.server.ts';
import { answerListChange, loadUserList } from '#app/lib/user-lists.server.ts';
import { VOUCHER_MESSAGES, VoucherCheckSchema } from '#app/lib/voucher-form.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDate } from '#app/lib/format.ts';
import { Money } from '#app/components/price.tsx';
import { FormErrors } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { ItemButton } from '#app/components/item-button.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { title, list } = await loadUserList(request, 'cart:vouchers.title', () =>
    shopApiFor(request, context).call(vouchersEndpoints.vouchers, {
      query: { order_by: 'end_time', type: 'asc', page: 1 },
    }),
  );
  return { title, vouchers: list.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, login, answer } = await readListForm(request, '/user/vouchers');
  if (login) return login;
  const api = shopApiFor(request, context);
  if (formData.get('intent') === 'check') {
    const submission = parseForm(formData, VoucherCheckSchema, t, VOUCHER_MESSAGES);
    // A code that is none of ours is not echoed back.
    if (submission.status !== 'success')
      return data<Checked>(
        { result: submission.reply({ hideFields: ['code'] }), voucher: null },
        { status: 400 },
      );
    const r = await api.call(vouchersEndpoints.voucherValidity, {
      body: { voucher: submission.value.code, price: 0 },
    });
    if (!r.ok) {
      if (r.error.kind === 'unauthenticated') return sessionExpired(request);
      const result = submission.reply({ formErrors: [apiMessage(t, r.error.message)] });
      return data<Checked>({ result, voucher: null }, { status: 400 });
    }
    return data<Checked>({
      result: submission.reply(),
      voucher: { code: r.data.voucher, discount: r.data.offered },
    });
  }
  const submission = parseForm(formData, VoucherCollectBodySchema, t, LIST_MESSAGES);
  if (submission.status !== 'success')
    return answer({ type: 'error', message: firstError(submission.error) }, { status: 400 });
  const r = await api.call(vouchersEndpoints.voucherCollect, { body: submission.value });
  return answerListChange(request, r, answer, {
    success: () => t('cart:vouchers.collected'),
    refusal: (error) => apiMessage(t, error.message),
  });
}

/** The check's answer (collect answers with a toast). */
type Checked = {
  result: SubmissionResult<string[]>;
  voucher: { code: string; discount: number } | null;
};

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function VouchersRoute() {
  const { t } = useTranslation('cart');
  const { vouchers } = useLoaderData<typeof loader>();
  const checked = useActionData<typeof action>() as Checked | undefined;
  const [form, fields] = useShopForm({
    lastResult: checked?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, VoucherCheckSchema, t, VOUCHER_MESSAGES),
  });
  const errors = [...(form.errors ?? []), ...(fields.code.errors ?? [])];
  const lang = useLocale();
  const collected = vouchers.filter((v) => v.collected === 1);
  const card = (v: (typeof vouchers)[number], withCollect: boolean) => (
    <li
      key={v.id ?? v.code}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-emerald-400 bg-white p-4"
      data-testid="voucher"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{v.title}</p>
        <p className="text-sm">
          <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold">
            {v.code}
          </code>{' '}
          {v.type === 1 ? <Money value={v.price} /> : t('vouchers.percent', { percent: v.price })}
          {v.type !== 1 && v.capped_price ? (
            <>
              {' '}
              ({t('vouchers.capped')} <Money value={v.capped_price} />)
            </>
          ) : null}
        </p>
        <p className="text-xs text-slate-600">
          {t('vouchers.minSpend')}: <Money value={v.min_spend} />
          {v.end_time ? (
            <> · {t('vouchers.validUntil', { date: formatDate(v.end_time, lang) })}</>
          ) : null}
        </p>
      </div>
      {withCollect ? (
        v.collected === 1 ? (
          <span className="text-sm text-emerald-800">{t('vouchers.isCollected')}</span>
        ) : (
          <ItemButton fields={{ voucher_id: v.id ?? '' }} intent="collect" itemName={v.code}>
            {t('vouchers.collect')}
          </ItemButton>
        )
      ) : null}
    </li>
  );
  return (
    <TitledPage title={t('vouchers.title')}>
      <section aria-labelledby="check-voucher" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="check-voucher" className="mb-2 font-semibold">
          {t('vouchers.check')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('vouchers.checkIntro')}</p>
        <Form method="post" className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('voucher.label')}</span>
            <input
              {...getInputProps(fields.code, { type: 'text' })}
              key={fields.code.key}
              dir="ltr"
              maxLength={40}
              className="rounded-md border border-slate-300 px-3 py-2 uppercase"
            />
          </label>
          <SubmitButton intent="check" className="btn-primary">
            {t('vouchers.checkSubmit')}
          </SubmitButton>
        </Form>
        <div className="mt-3">
          <FormErrors errors={errors.length ? errors : undefined} />
          {checked?.voucher ? (
            <p role="status" className="text-emerald-800">
              {t('vouchers.valid', { code: checked.voucher.code })}{' '}
              <Money value={checked.voucher.discount} />
            </p>
          ) : null}
        </div>
        <Link to={localizePath('/cart', lang)} className="mt-2 inline-block text-sm underline">
          {t('vouchers.toCart')}
        </Link>
      </section>
      {(
        [
          ['collected-vouchers', t('vouchers.mine'), collected, false, t('vouchers.noneCollected')],
          ['available-vouchers', t('vouchers.available'), vouchers, true, t('vouchers.none')],
        ] as const
      ).map(([id, title, list, collectable, empty]) => (
        <section key={id} aria-labelledby={id} className="flex flex-col gap-3">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {list.length ? (
            <ul className="flex flex-col gap-3">{list.map((v) => card(v, collectable))}</ul>
          ) : (
            <p className="text-sm text-slate-600">{empty}</p>
          )}
        </section>
      ))}
    </TitledPage>
  );
}
