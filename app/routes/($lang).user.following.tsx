// `/user/following` (docs/spec.md §2, §6): the stores a shopper follows, with unfollow. Its action is also where the
// follow button of a store page posts (store_id, intent, redirectTo); visitors are sent to log in first.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod.ts';
import { FollowBodySchema } from '#contract/stores/schemas.ts';
import { storesEndpoints } from '#contract/stores/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { apiMessage } from '#app/lib/forms.server.ts';
import {
  ACCOUNT_MESSAGES,
  firstError,
  parseForm,
  type FormMessages,
} from '#app/lib/form-validation.ts';
import { readListForm } from '#app/lib/signed-in.server.ts';
import { NEWEST_FIRST, answerListChange, loadUserList } from '#app/lib/user-lists.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { formatDate } from '#app/lib/format.ts';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { Thumb } from '#app/components/picture.tsx';
import { ListScreen } from '#app/components/list-screen.tsx';
import { ItemButton } from '#app/components/item-button.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
/** Follow or unfollow (the API toggles; the intent only words the toast). */
const FollowFormSchema = FollowBodySchema.extend({
  intent: z.enum(['follow', 'unfollow']).catch('follow'),
});
const FOLLOW_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  fields: { store_id: 'account:following.badStore' },
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { title, list } = await loadUserList(request, 'account:following.title', (page) =>
    shopApiFor(request, context).call(storesEndpoints.followingList, {
      query: { ...NEWEST_FIRST, page },
    }),
  );
  return { title, following: list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Always post/redirect/get: the follow button of a store page posts here and goes back there.
  const { formData, t, back, token, login } = await readListForm(request, '/user/following');
  if (login) return login;
  const submission = parseForm(formData, FollowFormSchema, t, FOLLOW_MESSAGES);
  if (submission.status !== 'success')
    return data({ message: firstError(submission.error) }, { status: 400 });
  const { store_id, intent } = submission.value;
  const r = await shopApiFor(request, context, { token }).call(storesEndpoints.follow, {
    body: { store_id },
  });
  const followed = intent !== 'unfollow';
  return answerListChange(request, r, (toast) => redirectWithToast(request, back, toast), {
    success: () => t(followed ? 'account:following.followed' : 'account:following.unfollowed'),
    refusal: (error) => apiMessage(t, error.message),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function FollowingRoute() {
  const { t } = useTranslation('account');
  const { following } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = useLocale();
  return (
    <ListScreen title={t('following.title')} empty={t('following.empty')} pages={following}>
      {following.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('following.title')}>
          {following.data.map((f) => (
            <li
              key={f.id}
              className="flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm"
              data-testid="followed-store"
            >
              {f.store.logo && root ? (
                <Thumb image={f.store.logo} images={root.site} size={48} round />
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
              <ItemButton
                fields={{ store_id: f.store_id, intent: 'unfollow' }}
                itemName={f.store.name}
                className="btn-secondary"
              >
                {t('following.unfollow')}
              </ItemButton>
            </li>
          ))}
        </ul>
      ) : null}
    </ListScreen>
  );
}
