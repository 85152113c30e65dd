// `/user/wishlists` (docs/spec.md §2, §4 "Wishlist"): the wishlist with move-to-cart and remove. Its action is also
// where the heart of product cards and the product page posts (toggle: wishlisted 1 or null); visitors are
// sent to log in and come back.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod.ts';
import { ProductIdBodySchema } from '#contract/lists/schemas.ts';
import { listsEndpoints } from '#contract/lists/endpoints.ts';
import { cartEndpoints } from '#contract/cart/endpoints.ts';
import { apiMessage, sessionExpired } from '#app/lib/forms.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { LIST_MESSAGES } from '#app/lib/lists.server.ts';
import { readListForm } from '#app/lib/signed-in.server.ts';
import { NEWEST_FIRST, answerListChange, loadUserList } from '#app/lib/user-lists.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { productPath } from '#app/lib/paths.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { Price } from '#app/components/price.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { ProductThumb } from '#app/components/picture.tsx';
import { ListScreen } from '#app/components/list-screen.tsx';
import { ProductButton } from '#app/components/item-button.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['cart'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
/** Toggle (the hearts everywhere) or move to the cart; the slug only sends a product with choices to its page. */
const WishlistFormSchema = ProductIdBodySchema.extend({
  intent: z.enum(['toggle-wishlist', 'move-to-cart']).catch('toggle-wishlist'),
  slug: z
    .string()
    .regex(/^[\p{L}\p{N}_-]{1,190}$/u)
    .catch(''),
});

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadUserList(request, 'cart:wishlist.title', (page) =>
    shopApiFor(request, context).call(listsEndpoints.wishlistAll, {
      query: { ...NEWEST_FIRST, page },
    }),
  );

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, t, login, answer, lang } = await readListForm(request, '/user/wishlists');
  if (login) return login;
  const api = shopApiFor(request, context);
  const submission = parseForm(formData, WishlistFormSchema, t, LIST_MESSAGES);
  if (submission.status !== 'success')
    return answer({ type: 'error', message: firstError(submission.error) }, { status: 400 });
  const { product_id, intent, slug } = submission.value;
  const toggle = () => api.call(listsEndpoints.wishlistAction, { body: { product_id } });
  if (intent === 'move-to-cart') {
    const added = await api.call(cartEndpoints.cartAction, {
      body: { product_id, inventory_id: undefined, quantity: 1 },
    });
    if (!added.ok) {
      if (added.error.kind === 'unauthenticated') return sessionExpired(request);
      // A product with choices to make: its page, with the reason.
      return answer(
        { type: 'error', message: apiMessage(t, added.error.message) },
        { to: productPath({ id: product_id, slug }, lang) },
      );
    }
    await toggle();
    return answer({ type: 'success', title: t('cart:added'), message: t('cart:addedMessage') });
  }
  return answerListChange(request, await toggle(), answer, {
    success: (added) => t(added ? 'cart:wishlist.added' : 'cart:wishlist.removed'),
    refusal: (error) => apiMessage(t, error.message),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function WishlistRoute() {
  const { t } = useTranslation('cart');
  const { list } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = useLocale();
  return (
    <ListScreen
      title={t('wishlist.title')}
      empty={t('wishlist.empty')}
      onward={{ to: localizePath('/', lang), label: t('continue') }}
      pages={list}
    >
      {list.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('wishlist.title')}>
          {list.data.map((w) => (
            <li
              key={w.id}
              className="flex gap-4 rounded-lg bg-white p-4 shadow-sm"
              data-testid="wishlist-item"
            >
              {root ? <ProductThumb image={w.product.image} images={root.site} /> : null}
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Link to={productPath(w.product, lang)} className="font-medium hover:underline">
                  {w.product.title}
                </Link>
                {root ? <Price product={w.product} money={root.site.setting} size="sm" /> : null}
                <div className="mt-auto flex flex-wrap gap-2">
                  <ProductButton
                    line={w}
                    fields={{ slug: w.product.slug ?? '' }}
                    intent="move-to-cart"
                    className="btn-primary text-sm"
                  >
                    {t('wishlist.moveToCart')}
                  </ProductButton>
                  <ProductButton line={w} intent="toggle-wishlist">
                    {t('wishlist.remove')}
                  </ProductButton>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </ListScreen>
  );
}
