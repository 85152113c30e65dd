// The HTML sitemap a page built from the `Sitemap` component shows: the categories and products it carries.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { categoryPath, productPath } from '#app/lib/paths.ts';
import { useRootData } from '#app/components/use-root.ts';
import { CardSection } from '#app/components/card-section.tsx';

export function Sitemap({
  categories,
  products,
}: {
  categories: { id: number; title?: string | null; slug?: string | null }[];
  products: { id: number; title?: string | null; slug?: string | null }[];
}) {
  const { t } = useTranslation('catalog');
  const { locale } = useRootData()!;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <CardSection id="sitemap-categories" title={t('page.sitemap.categories')}>
        {categories.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={categoryPath(c.slug!, locale)}
                  className="underline-offset-2 hover:underline"
                >
                  {c.title || c.slug}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('page.sitemap.none')}</p>
        )}
      </CardSection>
      <CardSection id="sitemap-products" title={t('page.sitemap.products')}>
        {products.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {products.map((p) => (
              <li key={p.id}>
                <Link to={productPath(p, locale)} className="underline-offset-2 hover:underline">
                  {p.title || p.slug || p.id}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('page.sitemap.none')}</p>
        )}
      </CardSection>
    </div>
  );
}
