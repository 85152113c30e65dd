// Suggested products under the product page: "related" and "more", each a grid, paginated together by
// links (`suggested_page`), so it works without JavaScript.
import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { SuggestedData } from '#contract/catalog/suggested.ts';
import type { ImageSettings } from '#contract/images.ts';
import type { MoneySettings } from '#contract/money.ts';
import { ProductGrid } from '#app/components/product-grid.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { pageParamHref } from '#app/components/product/reviews.tsx';
import { toCard } from '#app/components/product-card.tsx';

const summariseList = ({ data, current_page, last_page }: SuggestedData['suggestion_1']) => ({
  data: data.map(toCard),
  current_page,
  last_page,
});

/**
 * What the page shows of the API's suggestions, and nothing more: each list's cards and where its pages
 * stand (the page's hydration data; issue 18).
 */
export const summariseSuggested = (s: SuggestedData) => ({
  suggestion_1: summariseList(s.suggestion_1),
  suggestion_2: summariseList(s.suggestion_2),
});
type SuggestedSummary = ReturnType<typeof summariseSuggested>;

export function SuggestedLists({
  suggested,
  locale,
  site,
}: {
  suggested: SuggestedSummary;
  locale: string;
  site: ImageSettings & { setting: MoneySettings };
}) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const lists = [
    ['suggestion_1', t('suggested.related')],
    ['suggestion_2', t('suggested.more')],
  ] as const;
  return (
    <>
      {lists.map(([key, title]) => {
        const list = suggested[key];
        if (!list.data.length) return null;
        return (
          <section
            key={key}
            id={key}
            aria-labelledby={`${key}-title`}
            // Below the product on every screen: rendered when scrolled to (decision 113).
            className="below-fold flex flex-col gap-3 [--below-fold-size:96rem] md:[--below-fold-size:84rem] xl:[--below-fold-size:62rem]"
          >
            <h2 id={`${key}-title`} className="text-xl font-semibold">
              {title}
            </h2>
            <ProductGrid
              products={list.data}
              lang={locale}
              money={site.setting}
              images={site}
              empty=""
            />
            {key === 'suggestion_2' ? (
              <Pagination
                page={list.current_page}
                lastPage={Math.max(suggested.suggestion_1.last_page, list.last_page)}
                label={t('suggested.pages')}
                href={(p) => pageParamHref(location.search, 'suggested_page', p, '#suggestion_1')}
              />
            ) : null}
          </section>
        );
      })}
    </>
  );
}
