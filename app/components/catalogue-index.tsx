// The catalogue's index pages (`/brands`, `/categories`, `/flash-sale`): one crumb, a title, the list or a
// note that there is nothing to list, and the page links when the index has pages.
import type { MetaFunction } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';

type Titled = { title: string; description: string };

/** Which index: its strings are `catalog:{index}.title`, `.description` and `.empty`. */
export type CatalogueIndexName = 'brands' | 'categories' | 'flashSale';

/** Meta of an index page: the loader's `title` and `description`, in the page's language. */
export const catalogueIndexMeta = (args: Parameters<MetaFunction>[0]) => {
  const data = args.data as Titled | undefined;
  return listingMeta(args, data?.title, data?.description);
};

/** `children` is the list, or `null` when there is nothing to list: then the index's `empty` string says so. */
export function CatalogueIndex({
  title,
  index,
  pages,
  className = 'gap-6',
  children,
}: {
  title: string;
  index: CatalogueIndexName;
  pages?: { current_page: number; last_page: number };
  /** The gap between heading and sections. */
  className?: string;
  children: ReactNode;
}) {
  const { locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  return (
    <div className={`flex flex-col ${className}`}>
      <ListingHeading title={title} lang={locale} crumbs={[{ label: title }]} />
      {children ?? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t(`${index}.empty`)}
        </p>
      )}
      {pages ? <Pagination page={pages.current_page} lastPage={pages.last_page} /> : null}
    </div>
  );
}
