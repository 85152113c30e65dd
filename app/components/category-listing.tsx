// `/all/{category}` and `/all/{category}/{sub}`: the category's products with filters, its sub-categories
// as links, and a breadcrumb from the shop's category tree.
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AllData } from '#contract/api/listing.ts';
import type { ListingErrors, ListingState } from '../lib/listing.ts';
import { localizePath } from '../lib/i18n.ts';
import { categoryPath } from '../lib/paths.ts';
import { ListingBody } from './listing-page.tsx';
import { ListingHeading } from './listing-heading.tsx';
import { useRootData } from './use-root.ts';

export type CategoryLoaderData = {
  state: ListingState;
  errors: ListingErrors;
  listing: AllData | Promise<AllData>;
  category: string;
  sub: string | null;
};

export function CategoryListing() {
  const { state, errors, listing, category, sub } = useLoaderData<CategoryLoaderData>();
  const { site, locale } = useRootData()!;
  const { t } = useTranslation('catalog');
  const parent = site.categories.find((c) => c.slug === category);
  const action = sub ? categoryPath(sub, locale, category) : categoryPath(category, locale);
  return (
    <ListingBody
      listing={listing}
      state={state}
      errors={errors}
      action={action}
      lang={locale}
      site={site}
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
