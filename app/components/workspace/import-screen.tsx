// The CSV import and export screen of a workspace (issue 33 item 7): `/seller/import` and
// `/admin/products/import`. A plain multipart form with CSRF (works without JavaScript); a refused file
// comes back with every bad row (row, column, message) and nothing changed.
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { importAction, importLoader } from '#app/lib/workspace-bulk.server.ts';
import { FormErrors, inputClass } from '#app/components/form.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';

export function ImportScreen() {
  const { t } = useTranslation('bulk');
  const { back, exportHref, stores, workspace, columns, maxRows } =
    useLoaderData<typeof importLoader>();
  const result = useActionData<typeof importAction>();
  const report = result?.report;
  return (
    <section
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="import-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="import-title" className="text-2xl font-semibold">
          {t('title')}
        </h1>
        <Link to={back} className="text-sm underline">
          {t('back')}
        </Link>
      </div>
      <h2 className="text-lg font-semibold">{t('export.title')}</h2>
      <p className="text-sm text-slate-700">{t('export.hint')}</p>
      {workspace === 'admin' ? (
        <form method="get" action={exportHref} className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('export.store')}
            <select name="store" className={inputClass} defaultValue="">
              <option value="">{t('export.allStores')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary text-sm" data-testid="export-csv">
            {t('export.download')}
          </button>
        </form>
      ) : (
        <p>
          <a href={exportHref} className="btn-secondary text-sm" data-testid="export-csv" download>
            {t('export.download')}
          </a>
        </p>
      )}
      <h2 className="text-lg font-semibold">{t('import.title')}</h2>
      <p className="text-sm text-slate-700">{t('import.hint', { max: maxRows })}</p>
      <p className="text-xs text-slate-600">
        {t('import.columns')} <code dir="ltr">{columns.join(',')}</code>
      </p>
      <FormErrors errors={result?.formErrors} heading={t('refusedHeading')} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3"
        data-testid="import-form"
      >
        <AuthenticityTokenInput />
        <label className="flex flex-col gap-1 text-sm">
          {t('import.file')}
          <input type="file" name="file" accept=".csv,text/csv" required className="text-sm" />
        </label>
        {workspace === 'admin' ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('import.store')}
            <select name="store_id" className={inputClass} defaultValue={result?.store ?? ''}>
              <option value="">{t('import.storeFromFile')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="btn-primary text-sm">
          {t('import.submit')}
        </button>
      </Form>
      {report?.errors.length ? (
        <div className="overflow-x-auto">
          <p className="mb-2 text-sm" role="status">
            {t('report.summary', { errors: report.error_count, rows: report.rows })}
          </p>
          <table className="w-full text-sm" data-testid="import-report">
            <ColumnHeads
              className="bg-slate-50 text-xs text-slate-600"
              labels={[t('report.row'), t('report.field'), t('report.message')]}
            />
            <tbody>
              {report.errors.map((e, k) => (
                <tr key={k} className="border-t border-slate-100">
                  <td className="p-2">{e.row}</td>
                  <td className="p-2">
                    <code dir="ltr">{e.field}</code>
                  </td>
                  <td className="p-2">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
