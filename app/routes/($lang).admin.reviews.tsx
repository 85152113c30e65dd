// `/admin/reviews` (issue 35 item 6, decision 145): every review, newest first, filtered by visibility, rating
// and a search (a GET form: the URL is the state); each row hides the review with a reason (required, kept in
// the audit log) or shows it again — a `<Form method="post">` with CSRF, post/redirect/get with a toast. The
// product's rating and review count follow on the API's side. Non-admins get this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { REVIEW_FILTERS, peopleEndpoints } from '#contract/admin/people.ts';
import { adminForm, adminOutcome, adminRead } from '#app/lib/admin.server.ts';
import { listQuery, peopleMessage } from '#app/lib/people.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';
import { PeopleTable, SearchForm } from '#app/components/people/parts.tsx';
import { useLocale } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['people'] };

const RATINGS = ['1', '2', '3', '4', '5'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = listQuery(url, { status: REVIEW_FILTERS, rating: RATINGS });
  const { t, data: list } = await adminRead(request, context, peopleEndpoints.adminReviews, {
    query,
  });
  return { title: t('people:reviews.title'), list, query };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  const id = String(formData.get('review_id') ?? '');
  if ((intent !== 'hide' && intent !== 'show') || !/^\d{1,10}$/.test(id))
    throw new Response('Unknown action.', { status: 400 });
  const t = await requestT(request);
  const reason = String(formData.get('reason') ?? '').trim();
  if (intent === 'hide' && !reason)
    return data(
      { reviewId: Number(id), error: t('people:reviews.reasonRequired') },
      { status: 400 },
    );
  if (reason.length > 500)
    return data({ reviewId: Number(id), error: t('people:reviews.reasonLong') }, { status: 400 });
  const url = new URL(request.url);
  const back = `${localizePath('/admin/reviews', languageFromPath(url.pathname))}${url.search}`;
  const r = await shopApiFor(request, context, { token }).call(
    peopleEndpoints.adminReviewVisibility,
    { body: { review_id: Number(id), action: intent, reason: reason || undefined } },
  );
  return adminOutcome(request, back, r, peopleMessage, t, `people:reviews.done_${intent}`);
}

export default function AdminReviewsRoute() {
  const { t } = useTranslation('people');
  const { list, query } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const lang = useLocale();
  return (
    <TitledPage title={t('reviews.title')}>
      <SearchForm
        label={t('reviews.filters')}
        q={query.q}
        choices={[
          {
            name: 'status',
            label: t('reviews.visibility'),
            value: query.status,
            options: REVIEW_FILTERS.map((s) => [s, t(`reviews.${s}`)]),
          },
          {
            name: 'rating',
            label: t('reviews.rating'),
            value: query.rating,
            options: RATINGS.map((r) => [r, t('reviews.stars', { rating: r })]),
          },
        ]}
      />
      <PeopleTable
        label={t('reviews.title')}
        heads={[t('reviews.product'), t('reviews.review'), t('reviews.state'), t('reviews.action')]}
        empty={t('reviews.empty')}
        list={list}
      >
        {list.data.map((r) => (
          <tr key={r.id} className="border-t border-slate-100 align-top" data-testid="admin-review">
            <td className="p-3">
              <Link
                to={localizePath(`/admin/products/${r.product.id}`, lang)}
                className="underline"
              >
                <bdi>{r.product.title}</bdi>
              </Link>
              <span className="block text-xs text-slate-600">
                {formatDateTime(r.created, lang)}
              </span>
            </td>
            <td className="p-3">
              <span className="font-semibold">{t('reviews.stars', { rating: r.rating })}</span>{' '}
              <bdi>{r.review ?? ''}</bdi>
              <span className="block text-xs text-slate-600">
                <bdi>{r.reviewer ?? t('reviews.anonymous')}</bdi>
              </span>
            </td>
            <td className="p-3" data-testid="admin-review-state">
              {r.hidden ? t('reviews.hidden') : t('reviews.public')}
              {r.reason ? (
                <span className="block text-xs text-slate-600">
                  {t('reviews.because')} <bdi>{r.reason}</bdi>
                </span>
              ) : null}
            </td>
            <td className="p-3">
              <Form method="post" className="flex flex-col gap-2">
                <AuthenticityTokenInput />
                <input type="hidden" name="review_id" value={r.id} />
                {r.hidden ? (
                  <SubmitButton intent="show" className="btn-secondary self-start text-sm">
                    {t('reviews.show')}
                  </SubmitButton>
                ) : (
                  <>
                    <label className="text-xs" htmlFor={`reason-${r.id}`}>
                      {t('reviews.reason')}
                    </label>
                    <input
                      id={`reason-${r.id}`}
                      name="reason"
                      maxLength={500}
                      className={inputClass}
                      aria-invalid={failed?.reviewId === r.id ? true : undefined}
                      aria-describedby={
                        failed?.reviewId === r.id ? `reason-${r.id}-error` : undefined
                      }
                    />
                    {failed?.reviewId === r.id ? (
                      <p id={`reason-${r.id}-error`} className="text-xs text-red-700" role="alert">
                        {failed.error}
                      </p>
                    ) : null}
                    <SubmitButton intent="hide" className="btn-secondary self-start text-sm">
                      {t('reviews.hide')}
                    </SubmitButton>
                  </>
                )}
              </Form>
            </td>
          </tr>
        ))}
      </PeopleTable>
    </TitledPage>
  );
}
