// `/user/vouchers` (spec §2, §3 "Voucher"): the shop's running vouchers with code, minimum spend and validity;
// collect one to keep it here; check a code against the selected cart lines (minimum spend, validity, usage
// limits, per-customer limit) with the API's answer. Collect also comes from the product page.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { checkForm, readForm } from '#app/lib/cookies.server.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { listContext } from '#app/lib/lists.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDate } from '#app/lib/format.ts';
import { Money } from '#app/components/price.tsx';
import { FormErrors, SubmitButton } from '#app/components/form.tsx';
import { useRootData } from '#app/components/use-root.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const t = await requestT(request);
  const r = await shopApiFor(request, context).vouchers();
  if (!r.ok && r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return { title: t('cart:vouchers.title'), vouchers: unwrapOrThrow(r).data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const { login, answer } = await listContext(request, formData, '/user/vouchers');
  if (login) return login;
  const t = await requestT(request);
  const api = shopApiFor(request, context);
  if (formData.get('intent') === 'check') {
    const code = String(formData.get('code') ?? '').trim();
    if (!code)
      return data({ code: '', error: t('cart:voucher.missing'), discount: null }, { status: 400 });
    // Voucher codes are letters, digits, - and _: anything else is no code of ours (and is not echoed).
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
      return data(
        { code: '', error: t('account:api.voucherUnknown'), discount: null },
        { status: 400 },
      );
    const r = await api.voucherValidity(code);
    if (!r.ok) {
      if (r.error.kind === 'unauthenticated') return sessionExpired(request);
      return data({ code, error: apiMessage(t, r.error.message), discount: null }, { status: 400 });
    }
    return { code: r.data.voucher, error: null, discount: r.data.offered };
  }
  const id = Number(formData.get('voucher_id'));
  const r = Number.isSafeInteger(id) && id > 0 ? await api.collectVoucher(id) : null;
  if (r && !r.ok && r.error.kind === 'unauthenticated') return sessionExpired(request);
  return r?.ok
    ? answer({ type: 'success', message: t('cart:vouchers.collected') })
    : answer(
        {
          type: 'error',
          message: r ? apiMessage(t, r.error.message) : t('cart:errors.unavailable'),
        },
        undefined,
        400,
      );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function VouchersRoute() {
  const { t } = useTranslation('cart');
  const { vouchers } = useLoaderData<typeof loader>();
  // The check's answer (collect answers with a redirect and a toast).
  const checked = useActionData<typeof action>() as
    { code: string; error: string | null; discount: number | null } | undefined;
  const root = useRootData();
  const lang = root?.locale ?? 'en';
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
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="voucher_id" value={v.id ?? ''} />
            <SubmitButton intent="collect" className="btn-secondary text-sm">
              {t('vouchers.collect')}
              <span className="sr-only"> {v.code}</span>
            </SubmitButton>
          </Form>
        )
      ) : null}
    </li>
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('vouchers.title')}</h1>
      <section aria-labelledby="check-voucher" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="check-voucher" className="mb-2 font-semibold">
          {t('vouchers.check')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('vouchers.checkIntro')}</p>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <AuthenticityTokenInput />
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('voucher.label')}</span>
            <input
              name="code"
              dir="ltr"
              defaultValue={checked?.code ?? ''}
              maxLength={40}
              className="rounded-md border border-slate-300 px-3 py-2 uppercase"
            />
          </label>
          <SubmitButton intent="check" className="btn-primary">
            {t('vouchers.checkSubmit')}
          </SubmitButton>
        </Form>
        <div className="mt-3">
          {checked?.error ? <FormErrors errors={[checked.error]} /> : null}
          {checked && !checked.error && checked.discount != null ? (
            <p role="status" className="text-emerald-800">
              {t('vouchers.valid', { code: checked.code })} <Money value={checked.discount} />
            </p>
          ) : null}
        </div>
        <Link to={localizePath('/cart', lang)} className="mt-2 inline-block text-sm underline">
          {t('vouchers.toCart')}
        </Link>
      </section>
      <section aria-labelledby="collected-vouchers" className="flex flex-col gap-3">
        <h2 id="collected-vouchers" className="text-lg font-semibold">
          {t('vouchers.mine')}
        </h2>
        {collected.length ? (
          <ul className="flex flex-col gap-3">{collected.map((v) => card(v, false))}</ul>
        ) : (
          <p className="text-sm text-slate-600">{t('vouchers.noneCollected')}</p>
        )}
      </section>
      <section aria-labelledby="available-vouchers" className="flex flex-col gap-3">
        <h2 id="available-vouchers" className="text-lg font-semibold">
          {t('vouchers.available')}
        </h2>
        {vouchers.length ? (
          <ul className="flex flex-col gap-3">{vouchers.map((v) => card(v, true))}</ul>
        ) : (
          <p className="text-sm text-slate-600">{t('vouchers.none')}</p>
        )}
      </section>
    </div>
  );
}
