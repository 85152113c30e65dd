// `/admin/links` (issue 35 item 3): the header's links left and right, the footer's services and about links
// (each a page) and its payment and social icons — each row in order (sort), with its status, saved or
// deleted on its own; an empty row at the end of each group adds one. Shoppers see a change within five
// seconds (the storefront caches `common` that long).
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LINK_KINDS, LINK_TABLE, type LinkItem, type LinkKind } from '#contract/content/schemas.ts';
import type { linksLoader } from '#app/lib/content.server.ts';
import { FieldErrors, inputClass } from '#app/components/form.tsx';
import { RowForm, RowInput, RowStatus, useRow } from '#app/components/content/row-form.tsx';

type Pages = { id: number; slug: string; title: string }[];

function LinkRow({ kind, link, pages }: { kind: LinkKind; link?: LinkItem; pages: Pages }) {
  const { t } = useTranslation('content');
  const rowKey = `${kind}-${link?.id ?? 'new'}`;
  const row = useRow(rowKey, link ?? { sort: 0, status: 'public' });
  const table = LINK_TABLE[kind];
  const pageId = `${rowKey}-page_id`;
  const pageErrors = row.errors('page_id');
  return (
    <RowForm
      row={row}
      rowKey={rowKey}
      kind={kind}
      id={link?.id}
      label={link ? t('links.edit', { title: link.title }) : t(`links.add.${kind}`)}
    >
      <div className="grid gap-2 sm:grid-cols-4">
        {table === 'footer_links' ? (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={pageId} className="text-xs font-medium">
              {t('fields.page')}
            </label>
            <select
              id={pageId}
              name="page_id"
              defaultValue={row.value('page_id')}
              key={row.answerKey}
              aria-invalid={pageErrors?.length ? true : undefined}
              className={`${inputClass} text-sm`}
            >
              <option value="">{t('links.choosePage')}</option>
              {pages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} (/{p.slug})
                </option>
              ))}
            </select>
            <FieldErrors id={`${pageId}-error`} errors={pageErrors} />
          </div>
        ) : (
          <RowInput
            row={row}
            rowKey={rowKey}
            name="title"
            label={t('fields.title')}
            maxLength={190}
          />
        )}
        {table === 'header_links' ? (
          <RowInput row={row} rowKey={rowKey} name="url" label={t('fields.url')} dir="ltr" />
        ) : null}
        {table === 'footer_images' ? (
          <>
            <RowInput row={row} rowKey={rowKey} name="image" label={t('fields.image')} dir="ltr" />
            <RowInput row={row} rowKey={rowKey} name="url" label={t('fields.link')} dir="ltr" />
          </>
        ) : null}
        <RowInput row={row} rowKey={rowKey} name="sort" label={t('fields.sort')} type="number" />
        <RowStatus row={row} rowKey={rowKey} />
      </div>
    </RowForm>
  );
}

export function LinksScreen() {
  const { t } = useTranslation('content');
  const { links, pages } = useLoaderData<typeof linksLoader>();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('links.title')}</h1>
      <p className="text-sm text-slate-700">{t('links.intro')}</p>
      {LINK_KINDS.map((kind) => (
        <section
          key={kind}
          aria-labelledby={`links-${kind}`}
          className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
          data-testid={`links-${kind}`}
        >
          <h2 id={`links-${kind}`} className="text-lg font-semibold">
            {t(`links.kind.${kind}`)}
          </h2>
          {links
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LinkRow key={l.id} kind={kind} link={l} pages={pages} />
            ))}
          <LinkRow kind={kind} pages={pages} />
        </section>
      ))}
    </div>
  );
}
