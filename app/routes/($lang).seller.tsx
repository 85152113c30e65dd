// `/seller` (issue 33): the workspace of an approved seller, their own store only, inside the storefront
// (same session cookie, CSP, CSRF, toasts, five languages). Only the owner of a live store gets past this
// loader: a visitor, a shopper, a pending, rejected or suspended seller gets this site's 404 (the API's
// seller endpoints answer them 404 too).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { requireSeller } from '#app/lib/workspace.server.ts';
import { useLocale } from '#app/components/use-root.ts';
import { SideNavLayout, sideNavLink } from '#app/components/side-nav-layout.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = {
  layout: 'admin',
  i18n: ['workspace', 'admin', 'bulk', 'store', 'payouts', 'fulfilment', 'promotions'],
};

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seller } = await requireSeller(request, context);
  return { seller: { name: seller.name, store: seller.store } };
}

export default function SellerLayout() {
  const { t } = useTranslation('workspace');
  const { seller } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const link = ({ isActive }: { isActive: boolean }) => sideNavLink(isActive);
  return (
    <SideNavLayout
      label={t('nav.seller')}
      width="max-w-7xl"
      testId="seller"
      intro={
        <>
          <p className="px-3 py-2 text-sm font-semibold">
            <bdi>{seller.store.name}</bdi>
          </p>
          <p className="px-3 pb-2 text-xs text-slate-600">
            {t('nav.signedIn', { name: seller.name })}
          </p>
        </>
      }
    >
      <li>
        <NavLink to={localizePath('/seller', lang)} end className={link}>
          {t('store:nav.dashboard')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/products', lang)} end className={link}>
          {t('nav.products')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/products/new', lang)} className={link}>
          {t('products.new')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/orders', lang)} className={link}>
          {t('fulfilment:nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/stock', lang)} className={link}>
          {t('nav.stock')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/import', lang)} className={link}>
          {t('bulk:nav')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/vouchers', lang)} className={link}>
          {t('promotions:nav.vouchers')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/store', lang)} className={link}>
          {t('store:nav.store')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/earnings', lang)} className={link}>
          {t('payouts:nav.earnings')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/seller/payouts', lang)} className={link}>
          {t('payouts:nav.payouts')}
        </NavLink>
      </li>
      <li>
        <NavLink
          to={localizePath(`/shop/${encodeURIComponent(seller.store.slug)}`, lang)}
          className={link}
        >
          {t('nav.storePage')}
        </NavLink>
      </li>
    </SideNavLayout>
  );
}
