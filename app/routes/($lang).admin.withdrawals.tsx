// `/admin/withdrawals` (issue 34): every store's withdrawal requests, open ones first, filtered by status
// with links (a GET whose state is the URL). A requested one is approved or rejected with a reason (its
// amount goes back to the store), an approved one marked paid with the transfer's reference: each a
// `<Form method="post">` that works without JavaScript, the API deciding once by a conditional update.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { adminFilterOf, adminPageOf } from '#app/lib/admin.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { PAYOUT_FORM_MESSAGES, ReasonFormSchema, ReferenceFormSchema } from '#app/lib/payouts.ts';
import {
  payoutsForm,
  payoutsOf,
  payoutsOutcome,
  readOr404,
  refusedForm,
} from '#app/lib/payouts.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { TextField } from '#app/components/form.tsx';
import { ButtonForm, PayoutForm, usePayoutForm } from '#app/components/payouts/forms.tsx';
import { Card, WithdrawalsTable, type Withdrawal } from '#app/components/payouts/parts.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['payouts'] };

const FILTERS = ['requested', 'approved', 'rejected', 'paid'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await payoutsOf(request, context, 'admin');
  const url = new URL(request.url);
  const status = adminFilterOf(url, 'status', FILTERS);
  const list = readOr404(
    await call(E.adminWithdrawals, { query: { status, page: String(adminPageOf(url)) } }),
  );
  return { title: t('payouts:withdrawals.title'), list, status: status ?? '' };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, intent, call, t, path } = await payoutsForm(request, context, 'admin', [
    'approve',
    'reject',
    'paid',
  ]);
  const id = String(formData.get('id') ?? '');
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647)
    throw new Response('Unknown request.', { status: 400 });
  const back = `${path('/admin/withdrawals')}${new URL(request.url).search}`;
  const key = `${intent}:${id}`;
  if (intent === 'approve') {
    const r = await call(E.adminWithdrawalApprove, { params: { id } });
    return payoutsOutcome(request, back, r, t, 'payouts:done.approved', (messages) =>
      refusedForm(key, { status: 'error', error: { '': messages } }),
    );
  }
  if (intent === 'reject') {
    const submission = parseForm(formData, ReasonFormSchema, t, PAYOUT_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm(key, submission.reply());
    const r = await call(E.adminWithdrawalReject, { params: { id }, body: submission.value });
    return payoutsOutcome(request, back, r, t, 'payouts:done.rejected', (messages) =>
      refusedForm(key, submission.reply({ formErrors: messages })),
    );
  }
  const submission = parseForm(formData, ReferenceFormSchema, t, PAYOUT_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm(key, submission.reply());
  const r = await call(E.adminWithdrawalPaid, { params: { id }, body: submission.value });
  return payoutsOutcome(request, back, r, t, 'payouts:done.paid', (messages) =>
    refusedForm(key, submission.reply({ formErrors: messages })),
  );
}

function TextForm({
  w,
  intent,
  schema,
  field,
}: {
  w: Withdrawal;
  intent: 'reject' | 'paid';
  schema: typeof ReasonFormSchema | typeof ReferenceFormSchema;
  field: 'reason' | 'reference';
}) {
  const { t } = useTranslation('payouts');
  const [form, fields] = usePayoutForm(`${intent}:${w.id}`, schema);
  const f = (fields as Record<string, (typeof fields)[keyof typeof fields]>)[field]!;
  return (
    <PayoutForm
      form={form}
      intent={intent}
      submit={t(`withdrawals.${intent}`)}
      secondary={intent === 'reject'}
      hidden={{ id: String(w.id) }}
      testId={`${intent}-form-${w.id}`}
    >
      <TextField field={f} label={t(`fields.${field}`)} />
    </PayoutForm>
  );
}

function Actions({ w }: { w: Withdrawal }) {
  const { t } = useTranslation('payouts');
  if (w.status === 'requested')
    return (
      <div className="flex flex-col gap-3">
        <ButtonForm
          intent="approve"
          label={t('withdrawals.approve')}
          hidden={{ id: String(w.id) }}
          secondary={false}
        />
        <TextForm w={w} intent="reject" schema={ReasonFormSchema} field="reason" />
      </div>
    );
  if (w.status === 'approved')
    return <TextForm w={w} intent="paid" schema={ReferenceFormSchema} field="reference" />;
  return null;
}

export default function AdminWithdrawalsRoute() {
  const { t } = useTranslation('payouts');
  const { list, status } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const base = localizePath('/admin/withdrawals', lang);
  return (
    <div className="flex flex-col gap-6" data-testid="admin-withdrawals">
      <h1 className="text-2xl font-semibold">{t('withdrawals.title')}</h1>
      <nav aria-label={t('withdrawals.filter')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {['', ...FILTERS].map((f) => (
            <li key={f || 'all'}>
              <Link
                to={f ? `${base}?status=${f}` : base}
                aria-current={status === f ? 'page' : undefined}
                className="rounded-full border border-slate-300 px-3 py-1 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {f ? t(`statuses.${f}`) : t('withdrawals.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Card id="withdrawals" title={t('requests.title')}>
        <WithdrawalsTable rows={list.data} showStore actions={(w) => <Actions w={w} />} />
      </Card>
    </div>
  );
}
