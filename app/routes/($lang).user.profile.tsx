// `/user/profile` (spec §2, §6): name, e-mail and phone; avatar (JPEG or PNG, at most 1000 KB); password
// (current + new + confirmation); delete the account after 'Do you really want to delete?' (a confirmation
// step that is a page of its own without JavaScript). Each form posts its own intent; post/redirect/get.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '#contract/api/account.ts';
import { checkForm, readForm, redirectWithToast } from '#app/lib/cookies.server.ts';
import { requireUser, signedOutCookie } from '#app/lib/guards.server.ts';
import { accountSchemas, PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import {
  apiFailure,
  apiMessage,
  requestT,
  sessionExpired,
  statusOf,
} from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { img } from '#app/lib/format.ts';
import {
  ConfirmDelete,
  FieldErrors,
  FormErrors,
  SubmitButton,
  TextField,
} from '#app/components/form.tsx';
import { useRootData } from '#app/components/use-root.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const t = await requestT(request);
  const r = await shopApiFor(request, context).profile();
  if (!r.ok && r.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const p = unwrapOrThrow(r);
  return {
    title: t('account:profile.title'),
    profile: {
      id: p.id ?? 0,
      first_name: p.first_name ?? p.name ?? '',
      last_name: p.last_name ?? '',
      email: p.email ?? '',
      phone: p.phone ?? '',
      avatar: p.avatar ?? null,
    },
  };
}

type Intent = 'profile' | 'password' | 'avatar' | 'delete';

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireUser(request);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath('/user/profile', lang);
  const api = shopApiFor(request, context, { token });
  const schemas = accountSchemas(t);
  const intent = String(formData.get('intent') ?? '') as Intent;
  const done = (message: string) => redirectWithToast(request, self, { type: 'success', message });

  if (intent === 'profile') {
    const submission = parseWithZod(formData, { schema: schemas.profile });
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply() }, { status: 400 });
    const r = await api.updateProfile(submission.value);
    if (!r.ok) {
      if (r.error.kind === 'unauthenticated') return sessionExpired(request);
      const failed = apiFailure(t, submission, r.error);
      return data({ intent, result: failed.result }, { status: failed.status });
    }
    return done(t('account:profile.saved'));
  }

  if (intent === 'password') {
    const submission = parseWithZod(formData, { schema: schemas.password });
    if (submission.status !== 'success')
      return data(
        { intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) },
        { status: 400 },
      );
    const r = await api.updateUserPassword(submission.value);
    if (!r.ok) {
      if (r.error.kind === 'unauthenticated') return sessionExpired(request);
      const failed = apiFailure(t, submission, r.error);
      return data({ intent, result: failed.result }, { status: failed.status });
    }
    return done(t('account:profile.passwordSaved'));
  }

  if (intent === 'avatar') {
    const file = formData.get('avatar');
    const fail = (message: string, status = 400) =>
      data({ intent, result: null, avatarError: message }, { status });
    if (!(file instanceof File) || file.size === 0) return fail(t('account:profile.avatarMissing'));
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return fail(t('account:api.avatarType'));
    if (file.size > AVATAR_MAX_BYTES) return fail(t('account:api.avatarSize'));
    const me = await api.profile();
    if (!me.ok || !me.data.id) return sessionExpired(request);
    const r = await api.uploadAvatar(me.data.id, file);
    if (!r.ok) {
      if (r.error.kind === 'unauthenticated') return sessionExpired(request);
      return fail(apiMessage(t, r.error.message), statusOf(r.error));
    }
    return done(t('account:profile.avatarSaved'));
  }

  if (intent === 'delete') {
    const r = await api.deleteAccount();
    if (!r.ok && r.error.kind !== 'unauthenticated')
      return data(
        { intent, result: null, deleteError: apiMessage(t, r.error.message) },
        { status: statusOf(r.error) },
      );
    return redirectWithToast(
      request,
      localizePath('/', lang),
      { type: 'success', message: t('account:api.accountDeleted') },
      { 'Set-Cookie': await signedOutCookie(request) },
    );
  }
  // An unknown intent is refused without being sent back (it is whatever the request said).
  return data({ intent: null, result: null }, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ProfileRoute() {
  const { t } = useTranslation('account');
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const root = useRootData();
  const confirmDelete = new URLSearchParams(location.search).get('delete') === '1';
  const resultOf = (intent: Intent) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;

  const [profileForm, pf] = useForm({
    id: 'profile',
    lastResult: resultOf('profile'),
    defaultValue: profile,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).profile }),
  });
  const [passwordForm, pw] = useForm({
    id: 'password',
    lastResult: resultOf('password'),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).password }),
  });
  const avatarError =
    actionData && 'avatarError' in actionData ? (actionData.avatarError as string) : undefined;
  const deleteError =
    actionData && 'deleteError' in actionData ? (actionData.deleteError as string) : undefined;
  const section = 'rounded-lg bg-white p-6 shadow-sm';

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>

      <section aria-labelledby="avatar-heading" className={section}>
        <h2 id="avatar-heading" className="mb-3 text-lg font-semibold">
          {t('profile.avatar')}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-4"
        >
          <AuthenticityTokenInput />
          {profile.avatar && root ? (
            <img
              src={img(profile.avatar, root.site)}
              alt={t('profile.avatarAlt')}
              width={72}
              height={72}
              className="h-18 w-18 rounded-full object-cover"
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="avatar" className="text-sm font-medium">
              {t('profile.avatarPick')}
            </label>
            <input
              id="avatar"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png"
              aria-invalid={avatarError ? true : undefined}
              aria-describedby={avatarError ? 'avatar-error' : 'avatar-hint'}
              className="text-sm"
            />
            <p id="avatar-hint" className="text-xs text-slate-600">
              {t('profile.avatarHint')}
            </p>
            <FieldErrors id="avatar-error" errors={avatarError ? [avatarError] : undefined} />
          </div>
          <SubmitButton intent="avatar" className="btn-secondary">
            {t('profile.avatarSubmit')}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="details-heading" className={section}>
        <h2 id="details-heading" className="mb-3 text-lg font-semibold">
          {t('profile.details')}
        </h2>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(profileForm)}>
          <AuthenticityTokenInput />
          <FormErrors errors={profileForm.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={pf.first_name}
              label={t('fields.first_name')}
              autoComplete="given-name"
            />
            <TextField
              field={pf.last_name}
              label={t('fields.last_name')}
              autoComplete="family-name"
            />
            <TextField
              field={pf.email}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
            />
            <TextField
              field={pf.phone}
              label={t('fields.phone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
            />
          </div>
          <div>
            <SubmitButton intent="profile">{t('profile.save')}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className={section}>
        <h2 id="password-heading" className="mb-3 text-lg font-semibold">
          {t('profile.password')}
        </h2>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(passwordForm)}>
          <AuthenticityTokenInput />
          <FormErrors errors={passwordForm.errors} />
          <TextField
            field={pw.current_password}
            label={t('fields.current_password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={pw.new_password}
              label={t('fields.new_password')}
              type="password"
              autoComplete="new-password"
              hint={t('register.passwordHint')}
              dir="ltr"
            />
            <TextField
              field={pw.new_password_confirmation}
              label={t('fields.new_password_confirmation')}
              type="password"
              autoComplete="new-password"
              dir="ltr"
            />
          </div>
          <div>
            <SubmitButton intent="password">{t('profile.passwordSubmit')}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="delete-heading" className={`${section} border border-rose-200`}>
        <h2 id="delete-heading" className="mb-2 text-lg font-semibold text-rose-800">
          {t('profile.delete')}
        </h2>
        <p className="mb-3 text-sm text-slate-700">{t('profile.deleteIntro')}</p>
        {deleteError ? <FormErrors errors={[deleteError]} /> : null}
        {confirmDelete ? (
          <ConfirmDelete labelId="delete-confirm" confirmLabel={t('profile.deleteConfirm')} />
        ) : (
          <Link to="?delete=1" className="btn-secondary" preventScrollReset>
            {t('profile.delete')}
          </Link>
        )}
      </section>
    </div>
  );
}
