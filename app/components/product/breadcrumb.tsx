// The product's place in the catalogue: home, then its categories from the top down, each a link.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '#contract/catalog/product.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { categoryPath } from '#app/lib/paths.ts';

export function ProductBreadcrumb({
  categories,
  locale,
}: {
  /** As the API sends them: the deepest category first. */
  categories: ProductDetail['category_data'];
  locale: string;
}) {
  const { t: tc } = useTranslation();
  const crumbs = [...categories].reverse();
  return (
    <nav aria-label={tc('product.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link to={localizePath('/', locale)} className="hover:underline">
            {tc('site.home')}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.id} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
            <Link
              to={categoryPath(c.slug ?? String(c.id), locale, i > 0 ? crumbs[0]?.slug : null)}
              className="hover:underline"
            >
              {c.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
