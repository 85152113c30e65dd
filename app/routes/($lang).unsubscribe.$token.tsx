// `/unsubscribe/{token}` (issue 35 item 6, decision 145): a newsletter's per-recipient unsubscribe link, without
// signing in. The GET only shows whose link it is (the address partly hidden) and a confirm button — it
// changes nothing, since mail scanners open links; the POST (a `<Form>` with CSRF, no JavaScript needed)
// removes exactly that subscriber and returns home with a toast. A token of nobody is this site's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Messages } from '#contract/messages.ts';
import { peopleEndpoints } from '#contract/admin/people.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['people'] };

const notFound = () => data({ message: Messages.notFoundPage }, { status: 404 });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const r = await shopApiFor(request, context).call(peopleEndpoints.newsletterUnsubscribeCheck, {
    query: { token: params.token ?? '' },
  });
  if (!r.ok && r.error.kind === 'not-found') throw notFound();
  const t = await requestT(request);
  return { title: t('people:unsubscribe.title'), email: unwrapOrThrow(r).email };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const r = await shopApiFor(request, context).call(peopleEndpoints.newsletterUnsubscribe, {
    body: { token: params.token ?? '' },
  });
  if (!r.ok && r.error.kind === 'not-found') throw notFound();
  unwrapOrThrow(r);
  const t = await requestT(request);
  return redirectWithToast(
    request,
    localizePath('/', languageFromPath(new URL(request.url).pathname)),
    { type: 'success', message: t('people:unsubscribe.done') },
  );
}

export default function UnsubscribeRoute() {
  const { t } = useTranslation('people');
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl p-4">
      <TitledPage title={t('unsubscribe.title')}>
        <p>
          {t('unsubscribe.confirm')}{' '}
          <bdi dir="ltr" className="font-semibold" data-testid="unsubscribe-email">
            {email}
          </bdi>
        </p>
        <Form method="post">
          <AuthenticityTokenInput />
          <SubmitButton className="btn-primary">{t('unsubscribe.button')}</SubmitButton>
        </Form>
      </TitledPage>
    </div>
  );
}
