// `/user/profile` (docs/spec.md §2, §6): name, e-mail and phone; avatar (JPEG or PNG, at most 1000 KB); password
// (current + new + confirmation); delete the account after 'Do you really want to delete?' (a confirmation
// step that is a page of its own without JavaScript). Each form posts its own intent; post/redirect/get.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { getFormProps, getInputProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { readSignedInForm, signedInData } from '#app/lib/signed-in.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import {
  EmailField,
  PhoneField,
  FieldErrors,
  FormErrors,
  NameFields,
  NewPasswordFields,
  PasswordField,
  PostForm,
  CodeField,
  inputClass,
} from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import { useRootData } from '#app/components/use-root.ts';
import {
  AvatarSchema,
  ConfirmEmailSchema,
  PasswordSchema,
  ProfileSchema,
  type ProfileIntent,
} from '#app/routes/($lang).user.profile/schema.ts';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  saveProfile,
  unknownIntent,
  uploadAvatar,
} from '#app/routes/($lang).user.profile/profile.server.ts';
import { Thumb } from '#app/components/picture.tsx';
import { CardSection, TitledSection } from '#app/components/card-section.tsx';
import { TitledPage } from '#app/components/titled-page.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const t = await requestT(request);
  const r = await shopApiFor(request, context).call(accountEndpoints.profile);
  const p = await signedInData(request, r);
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
    // A new address waiting for the code sent to it (issue 13 item 7).
    pendingEmail: p.pending_email ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const c = await readSignedInForm(request, context);
  switch (c.formData.get('intent')) {
    case 'profile':
      return saveProfile(c);
    case 'confirm-email':
      return confirmEmail(c);
    case 'password':
      return changePassword(c);
    case 'avatar':
      return uploadAvatar(c);
    case 'delete':
      return deleteAccount(c);
    default:
      return unknownIntent();
  }
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ProfileRoute() {
  const { t } = useTranslation('account');
  const { profile, pendingEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const root = useRootData();
  const confirmDelete = new URLSearchParams(location.search).get('delete') === '1';
  const resultOf = (intent: ProfileIntent) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;

  /** A form of the page checked as it is filled in: its id is its intent, its last answer the action's to it. */
  const liveForm = (intent: ProfileIntent) =>
    ({
      id: intent,
      lastResult: resultOf(intent),
      shouldValidate: 'onBlur',
      shouldRevalidate: 'onInput',
    }) as const;

  const [profileForm, pf] = useShopForm({
    ...liveForm('profile'),
    defaultValue: { ...profile, current_password: '', code: '' },
    onValidate: ({ formData }) => parseForm(formData, ProfileSchema, t),
  });
  const [confirmForm, ce] = useShopForm({
    ...liveForm('confirm-email'),
    onValidate: ({ formData }) => parseForm(formData, ConfirmEmailSchema, t),
  });
  const [passwordForm, pw] = useShopForm({
    ...liveForm('password'),
    onValidate: ({ formData }) => parseForm(formData, PasswordSchema, t),
  });
  const [avatarForm, av] = useShopForm({
    id: 'avatar',
    lastResult: resultOf('avatar'),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, AvatarSchema, t),
  });
  const avatarErrors = [...(av.avatar.errors ?? []), ...(avatarForm.errors ?? [])];
  const avatarInvalid = avatarErrors.length > 0;
  const deleteError = resultOf('delete')?.error;
  const deleteErrors = deleteError
    ? [...(deleteError[''] ?? []), ...(deleteError.code ?? []), ...(deleteError.password ?? [])]
    : undefined;

  return (
    <TitledPage title={t('profile.title')}>
      <CardSection id="avatar-heading" title={t('profile.avatar')}>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-4"
          {...getFormProps(avatarForm)}
        >
          <AuthenticityTokenInput />
          {profile.avatar && root ? (
            <Thumb
              image={profile.avatar}
              images={root.site}
              size={72}
              round
              alt={t('profile.avatarAlt')}
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={av.avatar.id} className="text-sm font-medium">
              {t('profile.avatarPick')}
            </label>
            <input
              {...getInputProps(av.avatar, { type: 'file' })}
              key={av.avatar.key}
              accept="image/jpeg,image/png"
              aria-invalid={avatarInvalid || undefined}
              aria-describedby={avatarInvalid ? av.avatar.errorId : 'avatar-hint'}
              className="text-sm"
            />
            <p id="avatar-hint" className="text-xs text-slate-600">
              {t('profile.avatarHint')}
            </p>
            <FieldErrors id={av.avatar.errorId} errors={avatarInvalid ? avatarErrors : undefined} />
          </div>
          <SubmitButton intent="avatar" className="btn-secondary">
            {t('profile.avatarSubmit')}
          </SubmitButton>
        </Form>
      </CardSection>

      <CardSection id="details-heading" title={t('profile.details')}>
        <PostForm form={profileForm}>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields first={pf.first_name} last={pf.last_name} />
            <EmailField field={pf.email} />
            <PhoneField field={pf.phone} />
          </div>
          {/* Re-authentication for a new e-mail address (issue 13 item 7). */}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm text-slate-700">{t('profile.emailChangeHint')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <PasswordField field={pf.current_password} label={t('profile.emailPassword')} />
              <CodeField field={pf.code} label={t('profile.emailCode')} />
            </div>
          </fieldset>
          <div>
            <SubmitButton intent="profile">{t('profile.save')}</SubmitButton>
          </div>
        </PostForm>
      </CardSection>

      {pendingEmail ? (
        <CardSection id="confirm-email-heading" title={t('profile.pendingTitle')}>
          <PostForm form={confirmForm}>
            <p className="text-sm text-slate-700">
              {t('profile.pendingIntro', { email: pendingEmail, current: profile.email })}
            </p>
            <CodeField field={ce.code} />
            <div>
              <SubmitButton intent="confirm-email">{t('profile.pendingSubmit')}</SubmitButton>
            </div>
          </PostForm>
        </CardSection>
      ) : null}

      <CardSection id="password-heading" title={t('profile.password')}>
        <PostForm form={passwordForm}>
          <PasswordField field={pw.current_password} label={t('fields.current_password')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields
              password={pw.new_password}
              confirmation={pw.new_password_confirmation}
              labels={['fields.new_password', 'fields.new_password_confirmation']}
            />
          </div>
          <div>
            <SubmitButton intent="password">{t('profile.passwordSubmit')}</SubmitButton>
          </div>
        </PostForm>
      </CardSection>

      <TitledSection
        id="delete-heading"
        title={t('profile.delete')}
        className="rounded-lg border border-rose-200 bg-white p-6 shadow-sm"
        headingClassName="mb-2 text-lg font-semibold text-rose-800"
      >
        <p className="mb-3 text-sm text-slate-700">{t('profile.deleteIntro')}</p>
        <FormErrors errors={deleteErrors} />
        {confirmDelete ? (
          <ConfirmDelete labelId="delete-confirm" confirmLabel={t('profile.deleteConfirm')}>
            {/* Re-authentication (issue 13 item 7): the password, or the e-mailed code without one. */}
            <div className="mb-3 flex flex-col gap-3">
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('fields.current_password')}
                <input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  maxLength={200}
                  className={inputClass}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('profile.deleteCode')}
                <input
                  type="text"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={10}
                  className={inputClass}
                />
              </label>
            </div>
          </ConfirmDelete>
        ) : (
          <Link to="?delete=1" className="btn-secondary" preventScrollReset>
            {t('profile.delete')}
          </Link>
        )}
      </TitledSection>
    </TitledPage>
  );
}
