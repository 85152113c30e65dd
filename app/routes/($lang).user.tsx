// The account area (docs/spec.md §2 "Account routes"): signed-in shoppers only (visitors go to login and come back
// after). A side menu links the account's screens.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requireUser } from '#app/lib/session.server.ts';
import { sellerStoreOrNull } from '#app/lib/workspace.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { SideNavLayout, sideNavLink } from '#app/components/side-nav-layout.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
// No marketing popup or top banner while buying or in the account (issue 37 item 6).
export const handle = { i18n: ['account', 'orders'], promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  // A seller finds their workspace from their account (the API says whether they run a live store).
  return { store: await sellerStoreOrNull(request, context) };
}

const LINKS = [
  ['/user/profile', 'nav.profile'],
  ['/user/orders', 'orders:title'],
  ['/user/addresses', 'nav.addresses'],
  ['/user/following', 'nav.following'],
  ['/user/wishlists', 'nav.wishlists'],
  ['/user/compared', 'nav.compared'],
  ['/user/vouchers', 'nav.vouchers'],
] as const;

export default function AccountLayout() {
  const { t } = useTranslation('account');
  const root = useRootData();
  const lang = useLocale();
  const { store } = useLoaderData<typeof loader>();
  // One order (`/user/order/{id}`) belongs to "Orders" in the menu.
  const inOrder = /\/user\/order\//.test(useLocation().pathname);
  return (
    <SideNavLayout
      label={t('nav.label')}
      intro={
        <p className="px-3 py-2 text-sm text-slate-600">
          {root?.user.name ? (
            <bdi className="font-medium text-slate-900">{root.user.name}</bdi>
          ) : null}
        </p>
      }
    >
      {LINKS.map(([path, key]) => (
        <li key={path}>
          <NavLink
            to={localizePath(path, lang)}
            className={({ isActive }) =>
              sideNavLink(isActive || (inOrder && path === '/user/orders'))
            }
          >
            {t(key)}
          </NavLink>
        </li>
      ))}
      {store ? (
        <li>
          <NavLink
            to={localizePath('/seller', lang)}
            className={({ isActive }) => sideNavLink(isActive)}
          >
            {t('nav.sellerWorkspace', { store: store.name })}
          </NavLink>
        </li>
      ) : null}
    </SideNavLayout>
  );
}
