// The staff order page's parts (issue 34, decision 137): each store's part with its step, tracking and refund
// due, and a "Refund this part" form (with the provider's refund reference) for a part that can be refunded —
// delivered and returned, or cancelled with a refund due — until it is. Posts without JavaScript.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { inputClass } from '#app/components/form.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { MinorMoney, PartState } from '#app/components/fulfilment/part-bits.tsx';

type Part = {
  id: number;
  store_name?: string | null;
  status: number;
  cancelled: number;
  carrier?: string | null;
  tracking_number?: string | null;
  refund_due: number;
  refunded_at?: string | null;
};

const refundable = (p: Part) =>
  !p.refunded_at &&
  ((p.cancelled === 0 && p.status === 5) || (p.cancelled === 1 && p.refund_due > 0));

export function AdminParts({ parts }: { parts: Part[] | null | undefined }) {
  const { t } = useTranslation('fulfilment');
  if (!parts?.length) return null;
  return (
    <RecordSection id="admin-parts" title={t('admin.title')} testId="admin-parts">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <ColumnHeads
            className="bg-slate-50 text-xs text-slate-600"
            labels={[
              t('admin.store'),
              t('list.state'),
              t('part.tracking'),
              t('admin.refundDue'),
              '',
            ]}
          />
          <tbody>
            {parts.map((p) => (
              <tr
                key={p.id}
                className="border-t border-slate-100 align-top"
                data-testid="admin-part"
              >
                <td className="p-2">
                  <bdi>{p.store_name ?? '—'}</bdi>
                </td>
                <td className="p-2">
                  <PartState status={p.status} cancelled={p.cancelled} />
                </td>
                <td className="p-2">
                  {p.tracking_number ? (
                    <>
                      <bdi>{p.carrier ?? ''}</bdi> <bdi dir="ltr">{p.tracking_number}</bdi>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="p-2">
                  {p.refund_due > 0 ? <MinorMoney minor={p.refund_due} /> : '—'}
                </td>
                <td className="p-2">
                  {p.refunded_at ? (
                    t('admin.refunded')
                  ) : refundable(p) ? (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="part_id" value={p.id} />
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`part-ref-${p.id}`} className="text-xs font-medium">
                          {t('admin.reference')}
                        </label>
                        <input
                          id={`part-ref-${p.id}`}
                          name="reference"
                          maxLength={120}
                          className={inputClass}
                          dir="ltr"
                        />
                      </div>
                      <SubmitButton intent="refund_part" className="btn-secondary text-sm">
                        {t('admin.refund')}
                      </SubmitButton>
                    </Form>
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
