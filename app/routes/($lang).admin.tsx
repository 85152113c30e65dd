// `/admin` (issue 17): the shop's admin area, its own layout inside the storefront (same CSP, CSRF and
// session). Only an account with the admin role gets past this loader: a visitor or a shopper gets this
// site's 404, exactly as for an unknown URL (the API's admin endpoints answer them 404 too).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '#app/lib/i18n.ts';
import { requireAdmin } from '#app/lib/admin.server.ts';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['admin', 'account', 'orders'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  return { admin: { name: admin.name } };
}

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { admin } = useLoaderData<typeof loader>();
  const lang = useRootData()?.locale ?? 'en';
  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 hover:bg-slate-100 ${isActive ? 'bg-slate-100 font-semibold' : ''}`;
  return (
    <div
      className="mx-auto grid w-full max-w-7xl gap-6 md:grid-cols-[14rem_1fr]"
      data-testid="admin"
    >
      <nav aria-label={t('nav.label')} className="rounded-lg bg-white p-3 shadow-sm">
        <p className="px-3 py-2 text-sm font-semibold">{t('title')}</p>
        <p className="px-3 pb-2 text-xs text-slate-600">
          {t('nav.signedIn', { name: admin.name })}
        </p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
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
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
