// `/admin/newsletter` (issue 17): the newsletter's subscribers, newest first, 50 a page, and the CSV export of
// all of them (`/admin/newsletter.csv`, a plain download link). Issue 35 (decision 145): composing a newsletter
// to every subscriber and checking the SMTP settings with a test message (app/components/people/
// newsletter-forms.tsx). Non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { randomUUID } from 'node:crypto';
import { NewsletterForms } from '#app/components/people/newsletter-forms.tsx';
import { newsletterAction } from '#app/lib/people.server.ts';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { adminPageOf, adminRead } from '#app/lib/admin.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { AdminTable } from '#app/components/admin-table.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t, data: list } = await adminRead(request, context, adminEndpoints.adminSubscribers, {
    query: { page: String(adminPageOf(new URL(request.url))) },
  });
  // The send form's one-time key: a doubled submit of the same form sends once (decision 145).
  return { title: t('admin:newsletter.title'), list, sendKey: randomUUID() };
}

export const handle = { i18n: ['people'] };

export const action = ({ request, context }: ActionFunctionArgs) =>
  newsletterAction(request, context);

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AdminNewsletterRoute() {
  const { t } = useTranslation('admin');
  const { list, sendKey } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const lang = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('newsletter.title')}</h1>
        {/* A document download, not a client-side navigation. */}
        <a
          href={localizePath('/admin/newsletter.csv', lang)}
          download="newsletter-subscribers.csv"
          className="btn-secondary text-sm"
          data-testid="newsletter-csv"
        >
          {t('newsletter.export')}
        </a>
      </div>
      <p className="text-sm text-slate-700">{t('newsletter.count', { count: list.total })}</p>
      <NewsletterForms sendKey={sendKey} failed={failed} />
      <AdminTable list={list} section="newsletter" columns={['email', 'language', 'since']}>
        {list.data.map((s) => (
          <tr key={s.id} className="border-t border-slate-100" data-testid="admin-subscriber">
            <td className="p-3">
              <bdi dir="ltr">{s.email}</bdi>
            </td>
            <td className="p-3">{s.language ?? '—'}</td>
            <td className="p-3">{formatDateTime(s.created, lang)}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
