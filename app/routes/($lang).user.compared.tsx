// `/user/compared` (docs/spec.md §2 "Compare list"): products side by side — price, rating, brand, stock and their
// attributes — with remove. Adding requires login (visitors go to log in and come back); API errors are
// joined with commas (docs/spec.md §8).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductIdBodySchema } from '#contract/lists/schemas.ts';
import { listsEndpoints } from '#contract/lists/endpoints.ts';
import { apiMessage } from '#app/lib/forms.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { LIST_MESSAGES } from '#app/lib/lists.server.ts';
import { readListForm } from '#app/lib/signed-in.server.ts';
import { NEWEST_FIRST, answerListChange, loadUserList } from '#app/lib/user-lists.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { productPath } from '#app/lib/paths.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { Price } from '#app/components/price.tsx';
import { Thumb } from '#app/components/picture.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { ListScreen } from '#app/components/list-screen.tsx';
import { ProductButton } from '#app/components/item-button.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadUserList(request, 'cart:compare.title', () =>
    shopApiFor(request, context).call(listsEndpoints.compareAll, { query: NEWEST_FIRST }),
  );

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, login, answer } = await readListForm(request, '/user/compared');
  if (login) return login;
  const submission = parseForm(formData, ProductIdBodySchema, t, LIST_MESSAGES);
  if (submission.status !== 'success')
    return answer({ type: 'error', message: firstError(submission.error) }, { status: 400 });
  const r = await shopApiFor(request, context).call(listsEndpoints.compareAction, {
    body: submission.value,
  });
  return answerListChange(request, r, answer, {
    success: (added) => t(added ? 'cart:compare.added' : 'cart:compare.removed'),
    refusal: (error) => error.messages.map((m) => apiMessage(t, m)).join(', '),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function CompareRoute() {
  const { t } = useTranslation('cart');
  const { list } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = useLocale();
  const items = list.data;
  const screen = (table: ReactNode) => (
    <ListScreen
      title={t('compare.title')}
      empty={t('compare.empty')}
      onward={{ to: localizePath('/', lang), label: t('continue') }}
    >
      {table}
    </ListScreen>
  );
  if (!items.length) return screen(null);
  const attributeNames = [
    ...new Set(items.flatMap((i) => i.product.attributes.map((a) => a.title))),
  ];
  const cell = 'border border-slate-200 p-3 align-top';
  /** One line of the comparison: its name, then each product's value. */
  const row = (name: string, value: (i: (typeof items)[number]) => ReactNode, key?: string) => (
    <tr key={key}>
      <th scope="row" className={`${cell} text-start`}>
        {name}
      </th>
      {items.map((i) => (
        <td key={i.id} className={cell}>
          {value(i)}
        </td>
      ))}
    </tr>
  );
  return screen(
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">{t('compare.title')}</caption>
        <thead>
          <tr>
            <td className={cell} />
            {items.map((i) => (
              <th key={i.id} scope="col" className={`${cell} text-start`}>
                <Thumb
                  image={i.product.image}
                  images={root?.site}
                  size={96}
                  thumb
                  className="mb-2"
                />
                <Link to={productPath(i.product, lang)} className="font-semibold hover:underline">
                  {i.product.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.price'), (i) =>
            root ? <Price product={i.product} money={root.site.setting} size="sm" /> : null,
          )}
          {row(t('compare.rating'), (i) =>
            i.product.review_count
              ? t('compare.ratingValue', {
                  rating: i.product.rating.toFixed(1),
                  count: i.product.review_count,
                })
              : t('compare.noRating'),
          )}
          {row(t('compare.brand'), (i) => i.product.brand?.title ?? '—')}
          {row(t('compare.stock'), (i) =>
            (i.product.stock ?? 0) > 0
              ? t('compare.inStock', { count: i.product.stock ?? 0 })
              : t('compare.outOfStock'),
          )}
          {attributeNames.map((name) =>
            row(
              name,
              (i) => i.product.attributes.find((a) => a.title === name)?.values.join(', ') ?? '—',
              name,
            ),
          )}
          <tr>
            <td className={cell} />
            {items.map((i) => (
              <td key={i.id} className={cell}>
                <ProductButton line={i} intent="toggle-compare">
                  {t('compare.remove')}
                </ProductButton>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>,
  );
}
