// A taxonomy record's audit log (issue 33 item 6) in the admin record's audit section: what was done
// (created, edited, deleted) and each field it changed, before → after; the titles language by language.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#contract/admin/schemas.ts';
import { AuditSection } from '#app/components/admin-record.tsx';

const shown = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : typeof v === 'object'
      ? JSON.stringify(v)
      : String(v);

/** The yes/no columns (1 yes, 2 no) and the status (1 public, 2 hidden) as words; the rest as it is. */
function valueOf(t: TFunction, key: string, v: unknown) {
  if (key === 'status' && (v === 1 || v === 2)) return t(`status.${v === 1 ? 'public' : 'hidden'}`);
  if ((key === 'featured' || key === 'in_footer') && (v === 1 || v === 2))
    return t(`audit.${v === 1 ? 'yes' : 'no'}`);
  return shown(v);
}

/** The fields an audit row changed, each as [field, before, after] (titles one per language). */
function changes(t: TFunction, before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: [string, string, string][] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'id') continue;
    const [b, a] = [before[key], after[key]];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (key === 'titles') {
      const bt = (b ?? {}) as Record<string, string>;
      const at = (a ?? {}) as Record<string, string>;
      for (const lang of new Set([...Object.keys(bt), ...Object.keys(at)]))
        if ((bt[lang] ?? '') !== (at[lang] ?? '') && lang !== 'en')
          out.push([`title_${lang}`, shown(bt[lang]), shown(at[lang])]);
    } else out.push([key, valueOf(t, key, b), valueOf(t, key, a)]);
  }
  return out;
}

export function TaxonomyAudit({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation('taxonomy');
  return (
    <AuditSection
      rows={rows}
      empty={t('audit.empty')}
      actionLabel={(action) => t(`audit.${action.split(':')[1] ?? 'update'}`)}
      render={(before, after) =>
        changes(t, before, after).map(
          ([field, b, a]) => `${t(`fields.${field}`, { defaultValue: field })}: ${b} → ${a}`,
        )
      }
    />
  );
}
