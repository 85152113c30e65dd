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

type NavItem = { to: string; label: string; end?: boolean };

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tw } = useTranslation('workspace');
  const { admin } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const link = ({ isActive }: { isActive: boolean }) => sideNavLink(isActive);
  const at = (path: string) => localizePath(path, lang);
  // The menu in groups, each a heading over its links (a long flat list was hard to scan).
  const groups: [string, NavItem[]][] = [
    [
      'sales',
      [
        { to: at('/admin'), label: t('nav.orders'), end: true },
        { to: `${at('/admin')}?payment=awaiting`, label: t('nav.awaiting') },
        { to: at('/admin/withdrawals'), label: t('payouts:nav.withdrawals') },
        { to: at('/admin/sellers'), label: t('nav.sellers') },
      ],
    ],
    [
      'catalogue',
      [
        { to: at('/admin/products'), label: tw('nav.products') },
        { to: at('/admin/stock'), label: tw('nav.stock') },
        ...TAXONOMY_KINDS.map((kind) => ({
          to: at(`/admin/${kind}`),
          label: t(`taxonomy:nav.${kind}`),
        })),
        { to: at('/admin/reviews'), label: t('nav.reviews') },
      ],
    ],
    [
      'marketing',
      [
        ...(['flash-sales', 'vouchers', 'bundle-deals'] as const).map((kind) => ({
          to: at(`/admin/${kind}`),
          label: t(`promotions:nav.${kind}`),
        })),
        ...MERCH_KINDS.map((kind) => ({
          to: at(`/admin/${kind}`),
          label: t(`merchandising:nav.${kind}`),
        })),
        { to: at('/admin/newsletter'), label: t('nav.newsletter') },
      ],
    ],
    [
      'content',
      (['pages', 'links', 'scripts'] as const).map((part) => ({
        to: at(`/admin/${part}`),
        label: t(`content:nav.${part}`),
      })),
    ],
    [
      'people',
      [
        { to: at('/admin/users'), label: t('nav.users') },
        { to: at('/admin/messages'), label: t('nav.messages') },
      ],
    ],
    [
      'shop',
      [
        { to: at('/admin/settings'), label: t('nav.settings'), end: true },
        { to: at('/admin/settings/payouts'), label: t('payouts:nav.settings') },
        { to: at('/admin/shipping'), label: t('shipping:nav.shipping') },
        { to: at('/admin/tax'), label: t('shipping:nav.tax') },
        { to: at('/admin/jobs'), label: t('nav.jobs') },
      ],
    ],
  ];
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
      {groups.map(([group, items]) => (
        <li key={group} className="w-full">
          <p
            id={`admin-nav-${group}`}
            className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            {t(`nav.groups.${group}`)}
          </p>
          <ul aria-labelledby={`admin-nav-${group}`} className="flex flex-wrap gap-1 md:flex-col">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </SideNavLayout>
  );
}
