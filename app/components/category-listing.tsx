// `/all/{category}` and `/all/{category}/{sub}`: the category's products with filters, its sub-categories
// as links, and a breadcrumb from the shop's category tree.
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AllData } from '#contract/catalog/listing.ts';
import type { ListingErrors, ListingState, StreamedRefusal } from '#app/lib/listing.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { categoryPath } from '#app/lib/paths.ts';
import { ShopListing } from '#app/components/listing-page.tsx';
import { ListingHeading, listingMeta, settled } from '#app/components/listing-heading.tsx';
import { useRootData } from '#app/components/use-root.ts';
import type { Packed } from '#app/lib/packed.ts';

export type CategoryLoaderData = {
  state: ListingState;
  errors: ListingErrors;
  listing: Packed<AllData> | Promise<Packed<AllData> | StreamedRefusal>;
  category: string;
  sub: string | null;
};

/** Title and description of a category listing: the category's own meta fields, else its title. */
export const categoryMeta = (args: Parameters<MetaFunction>[0]) => {
  const c = settled((args.data as CategoryLoaderData | undefined)?.listing)?.category;
  return listingMeta(args, c?.meta_title || c?.title, c?.meta_description);
};

export function CategoryListing() {
  const data = useLoaderData<CategoryLoaderData>();
  const { category, sub } = data;
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  const parent = site.categories.find((c) => c.slug === category);
  const action = sub ? categoryPath(sub, locale, category) : categoryPath(category, locale);
  return (
    <ShopListing
      data={data}
      action={action}
      heading={(l) => {
        const current = l?.category;
        const children = (sub ? parent?.child : (current?.child ?? parent?.child)) ?? [];
        return (
          <ListingHeading
            title={current?.title}
            lang={locale}
            crumbs={
              sub
                ? [
                    {
                      label: parent?.title ?? category,
                      to: categoryPath(category, locale),
                    },
                    { label: current?.title ?? sub },
                  ]
                : [{ label: current?.title ?? parent?.title ?? category }]
            }
          >
            {children.length ? (
              <nav aria-label={t('listing.subCategories')}>
                <ul className="flex flex-wrap gap-2">
                  {children.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={categoryPath(c.slug ?? String(c.id), locale, category)}
                        aria-current={c.slug === sub ? 'page' : undefined}
                        className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50 aria-[current=page]:border-[var(--color-primary)] aria-[current=page]:font-semibold"
                      >
                        {c.title}
                      </Link>
                    </li>
                  ))}
                  {sub ? (
                    <li>
                      <Link
                        to={localizePath(`/all/${encodeURIComponent(category)}`, locale)}
                        className="inline-block rounded-full px-3 py-1 text-sm underline"
                      >
                        {t('listing.allProducts')}
                      </Link>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </ListingHeading>
        );
      }}
    />
  );
}
