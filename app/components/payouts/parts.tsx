// What the earnings and payouts screens share (issue 34): an amount in the shop's format, the figures
// (balance, available, held), the ledger as a table with its page links, and the withdrawal requests.
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { localizePath } from '#app/lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '#contract/endpoint.ts';
import type { earningsEndpoints } from '#contract/earnings/endpoints.ts';
import { formatDateTime, money } from '#app/lib/format.ts';
import { percentText } from '#app/lib/payouts.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';

type Earnings = DataOf<typeof earningsEndpoints.sellerEarnings>;
export type Withdrawal = DataOf<typeof earningsEndpoints.adminWithdrawals>['data'][number];

/** Minor units in the shop's format, isolated for right-to-left text. */
export function Minor({ value }: { value: number }) {
  const s = useRootData()?.site.setting;
  if (!s) return null;
  return <bdi dir="ltr">{money(value, s)}</bdi>;
}

/** A titled white card. */
export function Card({
  id,
  title,
  children,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Figures({
  figures,
  terms,
}: {
  figures: Earnings['figures'];
  terms: Earnings['terms'];
}) {
  const { t } = useTranslation('payouts');
  const items: [string, ReactNode, string][] = [
    ['balance', <Minor key="b" value={figures.balance} />, 'figure-balance'],
    ['available', <Minor key="a" value={figures.available} />, 'figure-available'],
    ['held', <Minor key="h" value={figures.held} />, 'figure-held'],
    ['commission', `${percentText(terms.commission_bp)} %`, 'figure-commission'],
    ['holdingDays', String(terms.holding_days), 'figure-holding'],
    ['minimumPayout', <Minor key="m" value={terms.minimum_payout} />, 'figure-minimum'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(([key, value, testId]) => (
        <div key={key} className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t(`figures.${key}`)}</dt>
          <dd className="text-xl font-semibold" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function LedgerTable({ ledger }: { ledger: Earnings['ledger'] }) {
  const { t } = useTranslation('payouts');
  const lang = useLocale();
  if (!ledger.data.length) return <p className="text-slate-700">{t('ledger.empty')}</p>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label={t('ledger.title')} data-testid="ledger">
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th className="p-2 text-start">{t('ledger.date')}</th>
              <th className="p-2 text-start">{t('ledger.kind')}</th>
              <th className="p-2 text-start">{t('ledger.order')}</th>
              <th className="p-2 text-end">{t('ledger.gross')}</th>
              <th className="p-2 text-end">{t('ledger.commission')}</th>
              <th className="p-2 text-end">{t('ledger.net')}</th>
              <th className="p-2 text-start">{t('ledger.availableAt')}</th>
              <th className="p-2 text-start">{t('ledger.note')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td className="p-2">{formatDateTime(r.created, lang)}</td>
                <td className="p-2">{t(`kinds.${r.kind}`)}</td>
                <td className="p-2">{r.order_code ? <bdi dir="ltr">{r.order_code}</bdi> : '—'}</td>
                <td className="p-2 text-end">
                  <Minor value={r.gross} />
                </td>
                <td className="p-2 text-end">
                  <Minor value={r.commission} />
                </td>
                <td className="p-2 text-end font-medium">
                  <Minor value={r.amount} />
                </td>
                <td className="p-2">{formatDateTime(r.available_at, lang)}</td>
                <td className="p-2">{r.note ? <bdi>{r.note}</bdi> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={ledger.current_page} lastPage={ledger.last_page} />
    </>
  );
}

/** Withdrawal requests; `actions` renders staff's forms for one request. */
export function WithdrawalsTable({
  rows,
  showStore = false,
  actions,
}: {
  rows: Withdrawal[];
  showStore?: boolean;
  actions?: (w: Withdrawal) => ReactNode;
}) {
  const { t } = useTranslation('payouts');
  const lang = useLocale();
  if (!rows.length) return <p className="text-slate-700">{t('requests.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('requests.title')} data-testid="withdrawals">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th className="p-2 text-start">{t('requests.date')}</th>
            {showStore ? <th className="p-2 text-start">{t('requests.store')}</th> : null}
            <th className="p-2 text-end">{t('requests.amount')}</th>
            <th className="p-2 text-start">{t('requests.account')}</th>
            <th className="p-2 text-start">{t('requests.status')}</th>
            <th className="p-2 text-start">{t('requests.details')}</th>
            {actions ? <th className="p-2 text-start">{t('requests.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr
              key={w.id}
              className="border-t border-slate-100 align-top"
              data-testid={`withdrawal-${w.id}`}
            >
              <td className="p-2">{formatDateTime(w.created, lang)}</td>
              {showStore ? (
                <td className="p-2">
                  <Link
                    to={localizePath(`/admin/stores/${w.store.id}`, lang)}
                    className="underline"
                  >
                    <bdi>{w.store.name}</bdi>
                  </Link>
                </td>
              ) : null}
              <td className="p-2 text-end font-medium">
                <Minor value={w.amount} />
              </td>
              <td className="p-2">
                <bdi>{w.account.holder_name}</bdi> · <bdi dir="ltr">{w.account.iban}</bdi>
              </td>
              <td className="p-2" data-testid="withdrawal-status">
                {t(`statuses.${w.status}`)}
              </td>
              <td className="p-2">
                {w.reference ? (
                  <span>
                    {t('requests.reference')}: <bdi dir="ltr">{w.reference}</bdi>
                  </span>
                ) : null}
                {w.reason ? (
                  <span>
                    {t('requests.reason')}: <bdi>{w.reason}</bdi>
                  </span>
                ) : null}
              </td>
              {actions ? <td className="p-2">{actions(w)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
