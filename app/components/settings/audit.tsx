// The latest changes of a settings screen (issue 35 item 7: every change is audited), in the admin record's
// audit section: who saved which settings when, and each setting it changed, before → after — payment methods
// by their names, the translated texts as one line.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#contract/admin/schemas.ts';
import { AuditSection } from '#app/components/admin-record.tsx';

const MAX = 60;

function shown(t: TFunction, key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  const method = (m: unknown) => t(`checkout:methods.${String(m)}`, { defaultValue: String(m) });
  if (key === 'enabled' && Array.isArray(v)) return v.length ? v.map(method).join(', ') : '—';
  if (key === 'default') return method(v);
  if (Array.isArray(v)) return v.map(String).join(', ') || '—';
  if (typeof v === 'object') return '…';
  const s = String(v);
  return s.length > MAX ? `${s.slice(0, MAX)}…` : s;
}

/** Each setting an audit row changed, as "label: before → after". */
function settingsChanges(
  t: TFunction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key === 'texts') out.push(t('audit.texts'));
    else
      out.push(
        `${t(`fields.${key}`, { defaultValue: key })}: ${shown(t, key, before[key])} → ${shown(t, key, after[key])}`,
      );
  }
  return out;
}

export function SettingsAudit({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation('settings');
  return (
    <AuditSection
      rows={rows}
      empty={t('audit.empty')}
      actionLabel={(action) =>
        t(`audit.${action.split(':')[1] ?? 'site'}`, { defaultValue: action })
      }
      render={(before, after) => settingsChanges(t, before, after)}
    />
  );
}
