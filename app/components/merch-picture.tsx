// A slide's, banner's or site feature's picture and audit log on its record page (issue 35 item 1): the current
// picture and an upload — a multipart `<Form method="post">` of its own with CSRF, so it works without
// JavaScript (a top or popup banner's must be 500 × 100, checked by the API) — and each change, before → after.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { AuditEntry } from '#contract/admin/schemas.ts';
import {
  PAGED_BANNER_TYPES,
  type MerchKind,
  type MerchRecord,
} from '#contract/admin/merchandising.ts';
import { img } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AuditSection, RecordSection } from '#app/components/admin-record.tsx';
import { useRootData } from '#app/components/use-root.ts';

export function MerchPicture({ kind, record }: { kind: MerchKind; record: MerchRecord }) {
  const { t } = useTranslation('merchandising');
  const site = useRootData()?.site;
  const sized = kind === 'banners' && PAGED_BANNER_TYPES.includes(record.type ?? 0);
  return (
    <RecordSection id="merch-picture" title={t('fields.image')} testId="merch-picture">
      {record.image && site ? (
        <img
          src={img(record.image, site, true)}
          alt={record.title}
          width={250}
          height={sized ? 50 : 125}
          className="h-auto max-w-full object-contain"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('form.noImage')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <AuthenticityTokenInput />
        <label className="flex flex-col text-sm">
          {t('picture.file')}
          <input
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            required
            className="text-sm"
          />
        </label>
        <SubmitButton intent="image" className="btn-secondary text-sm">
          {t('picture.upload')}
        </SubmitButton>
        <p className="w-full text-xs text-slate-600">
          {t('picture.hint')} {sized ? t('picture.bannerHint') : null}
        </p>
      </Form>
    </RecordSection>
  );
}

const shown = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : typeof v === 'object'
      ? JSON.stringify(v)
      : String(v);

/** The fields an audit row changed, each as [field, before, after] (titles one per language). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: [string, string, string][] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'id' || key === 'title') continue;
    const [b, a] = [before[key], after[key]];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (key === 'titles') {
      const bt = (b ?? {}) as Record<string, string>;
      const at = (a ?? {}) as Record<string, string>;
      for (const lang of new Set([...Object.keys(bt), ...Object.keys(at)]))
        if ((bt[lang] ?? '') !== (at[lang] ?? ''))
          out.push([lang === 'en' ? 'title' : `title_${lang}`, shown(bt[lang]), shown(at[lang])]);
    } else out.push([key, shown(b), shown(a)]);
  }
  return out;
}

export function MerchAudit({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation('merchandising');
  return (
    <AuditSection
      rows={rows}
      empty={t('audit.empty')}
      actionLabel={(action) => t(`audit.${action.split(':')[1] ?? 'update'}`)}
      render={(before, after) =>
        changes(before, after).map(([field, b, a]) => `${t(`fields.${field}`)}: ${b} → ${a}`)
      }
    />
  );
}
