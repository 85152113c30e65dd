// One record of the admin area (issue 17: an order, a seller application, a contact message): the page's
// frame (back to its list, its title) and its audit log, who did what and when, before → after.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#app/lib/format.ts';
import { actionKey } from '#app/lib/admin.ts';
import { BackLink } from '#app/components/back-link.tsx';
import { TitledSection } from '#app/components/card-section.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { ColumnHeads } from '#app/components/admin-table.tsx';

/** The record's page: a card with the way back to its list, its heading, then what the screen shows. */
export function AdminRecord({
  back,
  backLabel,
  title,
  children,
}: {
  back: string;
  backLabel: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <BackLink to={back} label={backLabel} />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </article>
  );
}

type AuditRow = {
  id: number;
  admin: { name: string };
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  created: string;
};

const BOXES = {
  plain: ['flex flex-col gap-2', 'text-lg font-semibold'],
  actions: ['flex flex-col gap-3 rounded-lg border border-slate-200 p-4', 'font-semibold'],
  alert: [
    'flex flex-col gap-2 rounded-lg border border-rose-200 bg-rose-50 p-4',
    'text-lg font-semibold text-rose-900',
  ],
} as const;

/** A part of the record's page named by its heading (`id`): its actions, refunds due, audit log… */
export function RecordSection({
  id,
  title,
  box = 'plain',
  testId,
  children,
}: {
  id: string;
  title: string;
  box?: keyof typeof BOXES;
  testId?: string;
  children: ReactNode;
}) {
  const [section, heading] = BOXES[box];
  return (
    <TitledSection
      id={id}
      title={title}
      className={section}
      headingClassName={heading}
      testId={testId}
    >
      {children}
    </TitledSection>
  );
}

/**
 * The record's audit log, who did what and when; `render` says what one row changed, a line a field, and
 * `actionLabel` names the action (by default `admin:action.…`).
 */
export function AuditSection({
  rows,
  render,
  empty,
  actionLabel,
}: {
  rows: AuditRow[];
  render: (before: Record<string, unknown>, after: Record<string, unknown>) => string[];
  empty: string;
  actionLabel?: (action: string) => string;
}) {
  const { t } = useTranslation('admin');
  const lang = useLocale();
  return (
    <RecordSection id="admin-audit" title={t('audit.title')}>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-audit">
            <ColumnHeads
              className="bg-slate-50 text-xs text-slate-600"
              labels={[t('audit.when'), t('audit.who'), t('audit.what'), t('audit.change')]}
            />
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} className="border-t border-slate-100">
                  <td className="p-2">{formatDateTime(a.created, lang)}</td>
                  <td className="p-2">
                    <bdi>{a.admin.name}</bdi>
                  </td>
                  <td className="p-2">
                    {actionLabel
                      ? actionLabel(a.action)
                      : t(actionKey(a.action), { defaultValue: a.action })}
                  </td>
                  <td className="p-2">
                    <ul>
                      {render(a.before, a.after).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
    </RecordSection>
  );
}
