// `/user/following` (spec §2, §6): the stores a shopper follows, with unfollow. Its action is also where the
// follow button of a store page posts (store_id, intent, redirectTo); visitors are sent to log in first.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { checkForm, readForm, redirectWithToast } from '#app/lib/cookies.server.ts';
import { readSession, requireUser } from '#app/lib/guards.server.ts';
import { apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDate, img } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { useRootData } from '#app/components/use-root.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const t = await requestT(request);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const r = await shopApiFor(request, context).following(page);
  if (!r.ok && r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return { title: t('account:following.title'), following: unwrapOrThrow(r) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath('/user/following', lang);
  const back = safeRedirectPath(formData.get('redirectTo'), self);
  const { token } = await readSession(request);
  if (!token)
    return redirect(`${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`);
  const t = await requestT(request);
  const storeId = Number(formData.get('store_id'));
  if (!Number.isSafeInteger(storeId) || storeId <= 0)
    return data({ message: t('account:following.badStore') }, { status: 400 });
  const r = await shopApiFor(request, context, { token }).follow(storeId);
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    return redirectWithToast(request, back, {
      type: 'error',
      message: apiMessage(t, r.error.message),
    });
  }
  const followed = formData.get('intent') !== 'unfollow';
  return redirectWithToast(request, back, {
    type: 'success',
    message: t(followed ? 'account:following.followed' : 'account:following.unfollowed'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function FollowingRoute() {
  const { t } = useTranslation('account');
  const { following } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = root?.locale ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('following.title')}</h1>
      {following.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('following.title')}>
          {following.data.map((f) => (
            <li
              key={f.id}
              className="flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm"
              data-testid="followed-store"
            >
              {f.store.logo && root ? (
                <img
                  src={img(f.store.logo, root.site)}
                  alt=""
                  width={48}
                  height={48}
                  className="h-12 w-12 rounded-full object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <Link
                  to={localizePath(`/shop/${f.store.slug}`, lang)}
                  className="font-semibold hover:underline"
                >
                  <bdi>{f.store.name}</bdi>
                </Link>
                {f.created ? (
                  <p className="text-sm text-slate-600">
                    {t('following.since', { date: formatDate(f.created, lang) })}
                  </p>
                ) : null}
              </div>
              <Form method="post">
                <AuthenticityTokenInput />
                <input type="hidden" name="store_id" value={f.store_id} />
                <input type="hidden" name="intent" value="unfollow" />
                <SubmitButton className="btn-secondary">
                  {t('following.unfollow')}
                  <span className="sr-only"> {f.store.name}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <p className="text-slate-700">{t('following.empty')}</p>
        </div>
      )}
      {following.last_page > 1 ? (
        <Pagination page={following.current_page} lastPage={following.last_page} />
      ) : null}
    </div>
  );
}
