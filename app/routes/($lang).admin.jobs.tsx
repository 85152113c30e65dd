// `/admin/jobs` (issue 36, decision 140): the background jobs as staff see them — whether the shop sends e-mail,
// what the outbox holds, each job's last run, last success and failures in a row (flagged once it keeps
// failing), and the messages that failed at least once, each with "Send again" (a `<Form method="post">` with
// CSRF, post/redirect/get with a toast). Non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FAILING_AFTER, JobMessages, jobEndpoints } from '#contract/admin/jobs.ts';
import { adminForm, adminOutcome, adminRead } from '#app/lib/admin.server.ts';
import { knownMessages } from '#app/lib/known-messages.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const jobMessage = knownMessages({ [JobMessages.notFailing]: 'admin:jobs.notFailing' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t, data } = await adminRead(request, context, jobEndpoints.adminJobs, {});
  return { title: t('admin:jobs.title'), jobs: data };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, formData } = await adminForm(request, context);
  const id = String(formData.get('message_id') ?? '');
  if (formData.get('intent') !== 'retry' || !/^\d{1,10}$/.test(id))
    throw new Response('Unknown action.', { status: 400 });
  const back = localizePath('/admin/jobs', languageFromPath(new URL(request.url).pathname));
  const r = await shopApiFor(request, context, { token }).call(jobEndpoints.adminJobsRetryMail, {
    body: { message_id: Number(id) },
  });
  return adminOutcome(request, back, r, jobMessage, await requestT(request), 'admin:done.retried');
}

export default function AdminJobsRoute() {
  const { t } = useTranslation('admin');
  const { jobs } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const when = (v: string | null | undefined) => (v ? formatDateTime(v, lang) : t('jobs.never'));
  const counts = ['waiting', 'failing', 'failed', 'sent_today'] as const;
  return (
    <TitledPage title={t('jobs.title')}>
      <p className="text-sm text-slate-700">{t('jobs.intro')}</p>
      {jobs.smtp ? null : (
        <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
          {t('jobs.noSmtp')}
        </p>
      )}
      <section aria-labelledby="outbox-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="outbox-heading" className="mb-3 text-lg font-semibold">
          {t('jobs.outbox')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="jobs-outbox">
          {counts.map((k) => (
            <div key={k}>
              <dt className="text-xs text-slate-600">{t(`jobs.count.${k}`)}</dt>
              <dd className="text-xl font-semibold" data-testid={`jobs-${k}`}>
                {jobs.outbox[k]}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="runs-heading"
        className="overflow-x-auto rounded-lg bg-white shadow-sm"
      >
        <h2 id="runs-heading" className="p-4 pb-0 text-lg font-semibold">
          {t('jobs.runs')}
        </h2>
        <table className="w-full text-sm" data-testid="jobs-runs">
          <ColumnHeads
            className="text-xs text-slate-600"
            labels={[t('jobs.job'), t('jobs.lastRun'), t('jobs.lastOk'), t('jobs.state')]}
          />
          <tbody>
            {jobs.jobs.map((j) => (
              <tr key={j.name} className="border-t border-slate-100" data-testid={`job-${j.name}`}>
                <th scope="row" className="p-2 text-start font-medium">
                  {t(`jobs.name.${j.name}`)}
                </th>
                <td className="p-2">{when(j.last_run)}</td>
                <td className="p-2">{when(j.last_ok)}</td>
                <td className="p-2">
                  {j.failures >= FAILING_AFTER ? (
                    <span className="font-semibold text-red-800">
                      {t('jobs.failing', { count: j.failures })}
                    </span>
                  ) : j.failures > 0 ? (
                    t('jobs.failedOnce', { count: j.failures })
                  ) : (
                    t('jobs.fine')
                  )}
                  {j.failures > 0 && j.last_error ? (
                    <span className="block break-all text-xs text-slate-600" dir="ltr">
                      {j.last_error}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section
        aria-labelledby="failing-heading"
        className="overflow-x-auto rounded-lg bg-white shadow-sm"
      >
        <h2 id="failing-heading" className="p-4 pb-0 text-lg font-semibold">
          {t('jobs.messages')}
        </h2>
        {jobs.messages.length === 0 ? (
          <p className="p-4 text-sm text-slate-700">{t('jobs.noMessages')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="jobs-messages">
            <ColumnHeads
              className="text-xs text-slate-600"
              labels={[t('jobs.to'), t('jobs.subject'), t('jobs.attempts'), t('jobs.next'), '']}
            />
            <tbody>
              {jobs.messages.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top">
                  <td className="p-2" dir="ltr">
                    {m.to}
                  </td>
                  <td className="p-2">
                    <bdi>{m.subject}</bdi>
                    {m.last_error ? (
                      <span className="block break-all text-xs text-slate-600" dir="ltr">
                        {m.last_error}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2">{m.attempts}</td>
                  <td className="p-2">
                    {m.status === 'failed' ? t('jobs.givenUp') : when(m.next_attempt)}
                  </td>
                  <td className="p-2">
                    {m.status === 'sending' ? null : (
                      <Form method="post">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="message_id" value={m.id} />
                        <SubmitButton intent="retry" className="btn-secondary text-sm">
                          {t('jobs.retry')}
                          <span className="sr-only"> {m.to}</span>
                        </SubmitButton>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </TitledPage>
  );
}
