// The list screen of a taxonomy kind (issue 33 item 6): its heading, the way to make a new one, a search by
// title or slug (a GET form: the state is the URL, so it works without JavaScript), then the rows — title,
// slug or parent, status, how many products use it — 25 a page. One screen for the five kinds.
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import type { taxonomyList } from '#app/lib/taxonomy.server.ts';
import { KIND_FIELDS } from '#app/lib/taxonomy.ts';
import { AdminList, AdminRecordCell } from '#app/components/admin-table.tsx';
import { inputClass } from '#app/components/form.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const handle = { i18n: ['taxonomy'] };

export function TaxonomyListScreen() {
  const { t } = useTranslation('taxonomy');
  const { kind, list, q } = useLoaderData<typeof taxonomyList>();
  const lang = useLocale();
  const fields = KIND_FIELDS[kind];
  const slugged = fields.includes('slug');
  const columns = [
    t('list.titleCol'),
    ...(kind === 'categories' ? [t('fields.parent_id')] : []),
    ...(slugged ? [t('fields.slug')] : []),
    ...(fields.includes('status') ? [t('fields.status')] : []),
    ...(kind === 'attributes' ? [t('fields.values')] : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t(`kinds.${kind}.title`)}</h1>
        <Link
          to={localizePath(`/admin/${kind}/new`, lang)}
          className="btn-primary text-sm"
          data-testid="taxonomy-new"
        >
          {t(`kinds.${kind}.new`)}
        </Link>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="taxonomy-q" className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input
            id="taxonomy-q"
            name="q"
            type="search"
            defaultValue={q}
            className={inputClass}
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn-secondary text-sm">
          {t('list.submit')}
        </button>
      </Form>
      <AdminList list={list} empty={q ? t('list.noResults', { q }) : t(`kinds.${kind}.empty`)}>
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t(`kinds.${kind}.title`)}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                {columns.map((c) => (
                  <th key={c} className="p-3 text-start">
                    {c}
                  </th>
                ))}
                <th className="p-3 text-end">{t('list.products')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.id} className="border-t border-slate-100" data-testid="taxonomy-row">
                  <AdminRecordCell
                    to={`/admin/${kind}/${r.id}`}
                    label={t('list.open', { title: r.title })}
                  >
                    {r.title}
                  </AdminRecordCell>
                  {kind === 'categories' ? (
                    <td className="p-3">{r.parent ? <bdi>{r.parent}</bdi> : '—'}</td>
                  ) : null}
                  {slugged ? (
                    <td className="p-3" dir="ltr">
                      {r.slug}
                    </td>
                  ) : null}
                  {fields.includes('status') ? (
                    <td className="p-3">{t(`status.${r.status ?? 'public'}`)}</td>
                  ) : null}
                  {kind === 'attributes' ? <td className="p-3">{r.values ?? 0}</td> : null}
                  <td className="p-3 text-end">{r.products}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminList>
    </div>
  );
}
