// `/user/wishlists` (spec §2, §4 "Wishlist"): the wishlist with move-to-cart and remove. Its action is also
// where the heart of product cards and the product page posts (toggle: wishlisted 1 or null); visitors are
// sent to log in and come back.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { checkForm, readForm } from '#app/lib/cookies.server.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { listContext } from '#app/lib/lists.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { productPath } from '#app/lib/paths.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { img } from '#app/lib/format.ts';
import { Price } from '#app/components/price.tsx';
import { SubmitButton } from '#app/components/form.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { useRootData } from '#app/components/use-root.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const t = await requestT(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const r = await shopApiFor(request, context).wishlist(page);
  if (!r.ok && r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return { title: t('cart:wishlist.title'), list: unwrapOrThrow(r) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const { login, answer, lang } = await listContext(request, formData, '/user/wishlists');
  if (login) return login;
  const t = await requestT(request);
  const api = shopApiFor(request, context);
  const productId = Number(formData.get('product_id'));
  if (!Number.isSafeInteger(productId) || productId <= 0)
    return answer({ type: 'error', message: t('cart:errors.unavailable') }, undefined, 400);
  const intent = formData.get('intent');
  if (intent === 'move-to-cart') {
    const added = await api.addToCart({ product_id: productId, quantity: 1 });
    if (!added.ok) {
      if (added.error.kind === 'unauthenticated') return sessionExpired(request);
      // A product with choices to make: its page, with the reason.
      const typed = String(formData.get('slug') ?? '');
      const slug = /^[\p{L}\p{N}_-]{1,190}$/u.test(typed) ? typed : '';
      return answer(
        { type: 'error', message: apiMessage(t, added.error.message) },
        productPath({ id: productId, slug }, lang),
      );
    }
    await api.toggleWishlist(productId);
    return answer({ type: 'success', title: t('cart:added'), message: t('cart:addedMessage') });
  }
  const r = await api.toggleWishlist(productId);
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    return answer({ type: 'error', message: apiMessage(t, r.error.message) }, undefined, 400);
  }
  return answer({
    type: 'success',
    message: t(r.data ? 'cart:wishlist.added' : 'cart:wishlist.removed'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function WishlistRoute() {
  const { t } = useTranslation('cart');
  const { list } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = root?.locale ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('wishlist.title')}</h1>
      {list.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('wishlist.title')}>
          {list.data.map((w) => (
            <li
              key={w.id}
              className="flex gap-4 rounded-lg bg-white p-4 shadow-sm"
              data-testid="wishlist-item"
            >
              {root ? (
                <img
                  src={img(w.product.image, root.site, true)}
                  alt=""
                  width={80}
                  height={80}
                  className="h-20 w-20 rounded object-cover"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Link to={productPath(w.product, lang)} className="font-medium hover:underline">
                  {w.product.title}
                </Link>
                {root ? <Price product={w.product} money={root.site.setting} size="sm" /> : null}
                <div className="mt-auto flex flex-wrap gap-2">
                  <Form method="post">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="product_id" value={w.product_id} />
                    <input type="hidden" name="slug" value={w.product.slug ?? ''} />
                    <SubmitButton intent="move-to-cart" className="btn-primary text-sm">
                      {t('wishlist.moveToCart')}
                      <span className="sr-only"> {w.product.title}</span>
                    </SubmitButton>
                  </Form>
                  <Form method="post">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="product_id" value={w.product_id} />
                    <SubmitButton intent="toggle-wishlist" className="btn-secondary text-sm">
                      {t('wishlist.remove')}
                      <span className="sr-only"> {w.product.title}</span>
                    </SubmitButton>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <p className="text-slate-700">{t('wishlist.empty')}</p>
          <Link to={localizePath('/', lang)} className="mt-3 inline-block underline">
            {t('continue')}
          </Link>
        </div>
      )}
      {list.last_page > 1 ? (
        <Pagination page={list.current_page} lastPage={list.last_page} />
      ) : null}
    </div>
  );
}
