// `/admin` (issue 17): the shop's admin area, its own layout inside the storefront (same CSP, CSRF and
// session). Only an account with the admin role gets past this loader: a visitor or a shopper gets this
// site's 404, exactly as for an unknown URL (the API's admin endpoints answer them 404 too).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { requireAdmin } from '#app/lib/admin.server.ts';
import { useLocale } from '#app/components/use-root.ts';
import { SideNavLayout, sideNavLink } from '#app/components/side-nav-layout.tsx';
import { TAXONOMY_KINDS } from '#contract/taxonomy/schemas.ts';
import { MERCH_KINDS } from '#contract/admin/merchandising.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = {
  layout: 'admin',
  i18n: [
    'admin',
    'account',
    'orders',
    'workspace',
    'taxonomy',
    'payouts',
    'shipping',
    'merchandising',
    'content',
    'promotions',
  ],
};

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  return { admin: { name: admin.name } };
}

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tw } = useTranslation('workspace');
  const { admin } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const link = ({ isActive }: { isActive: boolean }) => sideNavLink(isActive);
  return (
    <SideNavLayout
      label={t('nav.label')}
      width="max-w-7xl"
      testId="admin"
      intro={
        <>
          <p className="px-3 py-2 text-sm font-semibold">{t('title')}</p>
          <p className="px-3 pb-2 text-xs text-slate-600">
            {t('nav.signedIn', { name: admin.name })}
          </p>
        </>
      }
    >
      <li>
        <NavLink to={localizePath('/admin', lang)} end className={link}>
          {t('nav.orders')}
        </NavLink>
      </li>
      <li>
        <NavLink to={`${localizePath('/admin', lang)}?payment=awaiting`} className={link}>
          {t('nav.awaiting')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/products', lang)} className={link}>
          {tw('nav.products')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/stock', lang)} className={link}>
          {tw('nav.stock')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/sellers', lang)} className={link}>
          {t('nav.sellers')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/withdrawals', lang)} className={link}>
          {t('payouts:nav.withdrawals')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/settings', lang)} end className={link}>
          {t('nav.settings')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/settings/payouts', lang)} className={link}>
          {t('payouts:nav.settings')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/shipping', lang)} className={link}>
          {t('shipping:nav.shipping')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/tax', lang)} className={link}>
          {t('shipping:nav.tax')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/reviews', lang)} className={link}>
          {t('nav.reviews')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/users', lang)} className={link}>
          {t('nav.users')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/newsletter', lang)} className={link}>
          {t('nav.newsletter')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/messages', lang)} className={link}>
          {t('nav.messages')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizePath('/admin/jobs', lang)} className={link}>
          {t('nav.jobs')}
        </NavLink>
      </li>
      {(['pages', 'links', 'scripts'] as const).map((part) => (
        <li key={part}>
          <NavLink to={localizePath(`/admin/${part}`, lang)} className={link}>
            {t(`content:nav.${part}`)}
          </NavLink>
        </li>
      ))}
      {(['flash-sales', 'vouchers', 'bundle-deals'] as const).map((kind) => (
        <li key={kind}>
          <NavLink to={localizePath(`/admin/${kind}`, lang)} className={link}>
            {t(`promotions:nav.${kind}`)}
          </NavLink>
        </li>
      ))}
      {TAXONOMY_KINDS.map((kind) => (
        <li key={kind}>
          <NavLink to={localizePath(`/admin/${kind}`, lang)} className={link}>
            {t(`taxonomy:nav.${kind}`)}
          </NavLink>
        </li>
      ))}
      {MERCH_KINDS.map((kind) => (
        <li key={kind}>
          <NavLink to={localizePath(`/admin/${kind}`, lang)} className={link}>
            {t(`merchandising:nav.${kind}`)}
          </NavLink>
        </li>
      ))}
    </SideNavLayout>
  );
}
