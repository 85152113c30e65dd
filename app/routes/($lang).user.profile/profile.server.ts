// The profile screen's action, one function per intent. A refusal answers the form's Conform result under
// its intent (the screen has four forms); a success is post/redirect/get with a toast.
import { data } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import type { z } from '#contract/zod.ts';
import { accountEndpoints } from '#contract/account/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { signedOutCookie } from '#app/lib/session.server.ts';
import { PASSWORD_FIELDS } from '#app/lib/account-forms.ts';
import { apiFailure, sessionExpired } from '#app/lib/forms.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import type { SignedInForm } from '#app/lib/signed-in.server.ts';
import type { ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import {
  AvatarSchema,
  ConfirmEmailSchema,
  DeleteSchema,
  PasswordSchema,
  ProfileSchema,
  type ProfileIntent,
} from '#app/routes/($lang).user.profile/schema.ts';

type ProfileAnswer = {
  intent: ProfileIntent | null;
  result: SubmissionResult<string[]> | null;
};

const answer = (intent: ProfileIntent | null, result: ProfileAnswer['result'], status: number) =>
  data<ProfileAnswer>({ intent, result }, { status });

/** Parse, send, answer: the refusal under the intent, an expired session to log in, else a toast here. */
async function submit<S extends z.ZodType>(
  c: SignedInForm,
  intent: ProfileIntent,
  schema: S,
  send: (value: z.output<S>) => Promise<ShopApiResult<unknown>>,
  success: string | ((value: z.output<S>, data: unknown) => string),
) {
  const submission = parseForm(c.formData, schema, c.t);
  // Passwords are never sent back (nor files: Conform leaves them out).
  if (submission.status !== 'success')
    return answer(intent, submission.reply({ hideFields: PASSWORD_FIELDS }), 400);
  const r = await send(submission.value);
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(c.request);
    const failed = apiFailure(c.t, submission, r.error);
    return answer(intent, failed.result, failed.status);
  }
  const self = localizePath('/user/profile', c.lang);
  const message = typeof success === 'string' ? success : success(submission.value, r.data);
  return redirectWithToast(c.request, self, { type: 'success', message: c.t(message) });
}

export const saveProfile = (c: SignedInForm) =>
  submit(
    c,
    'profile',
    ProfileSchema,
    // Every field is sent (a blank one as undefined): the API's schema lists them all.
    (v) =>
      c.api.call(accountEndpoints.updateProfile, {
        body: {
          first_name: v.first_name,
          last_name: v.last_name,
          email: v.email,
          phone: v.phone,
          // Re-authentication for a new e-mail address (issue 13 item 7), only when given.
          ...(v.current_password ? { current_password: v.current_password } : {}),
          ...(v.code ? { code: v.code } : {}),
        },
      }),
    // A new address is not the account's yet: it waits for the code sent to it.
    (v, saved) =>
      (saved as { email?: string | null }).email?.toLowerCase() === v.email.toLowerCase()
        ? 'account:profile.saved'
        : 'account:api.emailCodeSent',
  );

export const confirmEmail = (c: SignedInForm) =>
  submit(
    c,
    'confirm-email',
    ConfirmEmailSchema,
    (body) => c.api.call(accountEndpoints.confirmEmail, { body }),
    'account:api.emailChanged',
  );

export const changePassword = (c: SignedInForm) =>
  submit(
    c,
    'password',
    PasswordSchema,
    (body) => c.api.call(accountEndpoints.updateUserPassword, { body }),
    'account:profile.passwordSaved',
  );

export const uploadAvatar = (c: SignedInForm) =>
  submit(
    c,
    'avatar',
    AvatarSchema,
    async ({ avatar }) => {
      const me = await c.api.call(accountEndpoints.profile);
      if (!me.ok || !me.data.id) return unauthenticated;
      const form = new FormData();
      form.set('avatar', avatar);
      return c.api.call(accountEndpoints.avatar, { params: { id: String(me.data.id) }, form });
    },
    'account:profile.avatarSaved',
  );

/** No profile (or one without an id): the session is no signed-in shopper's any more. */
const unauthenticated: ShopApiResult<never> = {
  ok: false,
  error: { kind: 'unauthenticated', status: 204, message: '', messages: [] },
};

/** Gone already (the API no longer knows the token) counts as deleted: the shopper is signed out either way. */
export async function deleteAccount(c: SignedInForm) {
  const submission = parseForm(c.formData, DeleteSchema, c.t);
  // A malformed proof (a repeated field, an overlong code) is refused here, before the API hears of it.
  if (submission.status !== 'success')
    return answer('delete', submission.reply({ hideFields: PASSWORD_FIELDS }), 400);
  const proof = submission.value;
  const r = await c.api.call(accountEndpoints.deleteUser, {
    body: {
      ...(proof.password ? { password: proof.password } : {}),
      ...(proof.code ? { code: proof.code } : {}),
    },
  });
  if (!r.ok && r.error.kind !== 'unauthenticated') {
    const failed = apiFailure(c.t, submission, r.error);
    return answer('delete', failed.result, failed.status);
  }
  return redirectWithToast(
    c.request,
    localizePath('/', c.lang),
    { type: 'success', message: c.t('account:api.accountDeleted') },
    { 'Set-Cookie': await signedOutCookie(c.request) },
  );
}

/** An unknown intent is refused without being sent back (it is whatever the request said). */
export const unknownIntent = () => answer(null, null, 400);
