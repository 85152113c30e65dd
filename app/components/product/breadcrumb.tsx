// The product's place in the catalogue: home, then its categories from the top down, each a link.
import type { ProductDetail } from '#contract/catalog/product.ts';
import { categoryPath } from '#app/lib/paths.ts';
import { Breadcrumb } from '#app/components/listing-heading.tsx';

export function ProductBreadcrumb({
  categories,
  locale,
}: {
  /** As the API sends them: the deepest category first. */
  categories: ProductDetail['category_data'];
  locale: string;
}) {
  const topDown = [...categories].reverse();
  const crumbs = topDown.map((c, i) => ({
    label: c.title ?? '',
    to: categoryPath(c.slug ?? String(c.id), locale, i > 0 ? topDown[0]?.slug : null),
  }));
  return <Breadcrumb crumbs={crumbs} lang={locale} />;
}
