// `/seller/register/received` (issue 17): the end of a seller application — the e-mail is verified and the
// application waits for an administrator, who approves (the store goes live) or rejects it; either way the
// applicant is e-mailed. Only while vendor registration is on, like the application itself.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requestT } from '#app/lib/forms.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { AuthCard, AuthLayout } from '#app/components/auth-layout.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { requireVendorRegistration } from '#app/lib/seller.server.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const handle = { layout: 'empty' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireVendorRegistration(request, context);
  const t = await requestT(request);
  return { title: t('account:seller.receivedTitle') };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function SellerReceivedRoute() {
  const { t } = useTranslation('account');
  const lang = useLocale();
  return (
    <AuthLayout>
      <AuthCard title={t('seller.receivedTitle')}>
        <div className="flex flex-col gap-3 text-sm text-slate-700" data-testid="seller-received">
          <p>{t('seller.received')}</p>
          <p>{t('seller.receivedNext')}</p>
          <Link to={localizePath('/', lang)} className="btn-primary self-start">
            {t('seller.home')}
          </Link>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
