// The admin order page's refund pieces (issue 17): one-button action forms (CSRF, no JS needed), the refund
// made through the provider with its refund id, and the payments to refund (a provider's payment that
// arrived after the order was released), each with its own Refund button until the provider has refunded it.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { Money } from '#app/components/price.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { formatDateTime } from '#app/lib/format.ts';

export function ActionButton({
  intent,
  label,
  fields = {},
}: {
  intent: string;
  label: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" className="inline">
      <AuthenticityTokenInput />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <SubmitButton intent={intent} className="btn-secondary text-sm">
        {label}
      </SubmitButton>
    </Form>
  );
}

/** The refund ids the providers gave for this order's payments. */
export function ProviderRefunds({
  refunds,
}: {
  refunds: { provider: string; refund_id?: string | null; status: string }[];
}) {
  const { t } = useTranslation('admin');
  const done = refunds.filter((r) => r.status === 'refunded' && r.refund_id);
  if (!done.length) return null;
  return (
    <ul className="text-sm">
      {done.map((r) => (
        <li key={r.refund_id}>
          <span className="text-slate-600">{t('order.refundId')}: </span>
          <bdi dir="ltr" data-testid="admin-refund-id">
            {r.refund_id}
          </bdi>{' '}
          ({r.provider})
        </li>
      ))}
    </ul>
  );
}

type Due = {
  provider: string;
  reference: string;
  amount?: number | null;
  created: string;
  payment_id?: string | null;
  refund_id?: string | null;
};

export function RefundsDue({ due, lang }: { due: Due[]; lang: string }) {
  const { t } = useTranslation('admin');
  if (!due.length) return null;
  return (
    <RecordSection id="admin-refunds" title={t('refunds.title')} box="alert" testId="admin-refunds">
      <p className="text-sm">{t('refunds.help')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <ColumnHeads
            labels={[
              t('audit.when'),
              t('refunds.provider'),
              t('refunds.reference'),
              t('refunds.amount'),
              t('refunds.action'),
            ]}
          />
          <tbody>
            {due.map((r) => (
              <tr key={`${r.provider}:${r.reference}`} className="border-t border-rose-100">
                <td className="p-2">{formatDateTime(r.created, lang)}</td>
                <td className="p-2">{r.provider}</td>
                <td className="p-2">
                  <bdi dir="ltr">{r.payment_id ?? r.reference}</bdi>
                </td>
                <td className="p-2">{r.amount == null ? '' : <Money value={r.amount} />}</td>
                <td className="p-2">
                  {r.refund_id ? (
                    <>
                      <span className="text-slate-600">{t('refunds.refundId')}: </span>
                      <bdi dir="ltr" data-testid="admin-refund-due-id">
                        {r.refund_id}
                      </bdi>
                    </>
                  ) : r.payment_id ? (
                    <ActionButton
                      intent="refund_due"
                      label={t('refunds.refund')}
                      fields={{ payment_id: r.payment_id }}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </RecordSection>
  );
}
