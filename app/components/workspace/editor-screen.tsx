// The product editor of both workspaces (issue 33): one `<Form method="post">` for the product's fields and
// its texts in five languages (a description preview that works without JavaScript), then — once it exists —
// publish or hide, duplicate, delete (archive when ordered), its variant matrix, each variant's SKU, price
// and stock (a relative change with a note), and its stock history and audit log.
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { editorLoader } from '#app/lib/workspace-products.server.ts';
import { AdminRecord, AuditSection, RecordSection } from '#app/components/admin-record.tsx';
import { StockHistoryTable } from '#app/components/workspace/stock-history.tsx';
import { ProductForm } from '#app/components/workspace/editor-form.tsx';
import { Actions, Variants } from '#app/components/workspace/editor-variants.tsx';
import { Pictures } from '#app/components/workspace/editor-pictures.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { productPath } from '#app/lib/paths.ts';

export function EditorScreen() {
  const { t } = useTranslation('workspace');
  const loaded = useLoaderData<typeof editorLoader>();
  const { product: p, home, list } = loaded;
  const lang = useLocale();
  return (
    <AdminRecord
      back={list}
      backLabel={t('editor.back')}
      title={p ? <bdi>{p.title}</bdi> : t('editor.newTitle')}
    >
      {p ? (
        <p className="text-sm text-slate-600" data-testid="product-status">
          {t(`status.${p.status}`)} · <bdi>{p.store.name}</bdi>
          {p.status === 'public' ? (
            <>
              {' · '}
              <Link to={productPath(p, lang)} className="underline">
                {t('editor.view')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {p ? <Actions product={p} /> : null}
      <ProductForm {...loaded} />
      {p ? <Pictures product={p} /> : null}
      {p ? <Variants {...loaded} product={p} /> : null}
      {p ? (
        <RecordSection id="product-history" title={t('stock.history')}>
          <StockHistoryTable rows={p.history} home={home} />
        </RecordSection>
      ) : null}
      {p ? (
        <AuditSection
          rows={p.audit}
          empty={t('editor.noAudit')}
          render={(before, after) =>
            Object.keys(after)
              .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
              .map((k) => `${k}: ${JSON.stringify(before[k] ?? '—')} → ${JSON.stringify(after[k])}`)
          }
        />
      ) : null}
    </AdminRecord>
  );
}
