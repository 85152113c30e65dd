// The profile screen's forms, built on the API's request schemas (contract/account/schemas.ts).
import { z } from '#contract/zod.ts';
import { EmailSchema } from '#contract/site/newsletter.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  PASSWORD_MIN,
  UpdateProfileBodySchema,
  passwordSchema,
} from '#contract/account/schemas.ts';
import { Messages } from '#contract/messages.ts';
import { VerificationCodeSchema, confirmationSchema, confirmed } from '#app/lib/account-forms.ts';

export type ProfileIntent = 'profile' | 'confirm-email' | 'password' | 'avatar' | 'delete';

/**
 * The API keeps the e-mail when none is sent; the screen always shows one, so it is required here. A new
 * address needs the current password (or, without one, the e-mailed code): the API judges them.
 */
export const ProfileSchema = UpdateProfileBodySchema.extend({
  email: EmailSchema,
  code: VerificationCodeSchema.optional(),
  // No password is shorter than the minimum: a shorter one is wrong without asking the API.
  current_password: UpdateProfileBodySchema.shape.current_password.refine(
    (v) => v === undefined || v === '' || v.length >= PASSWORD_MIN,
    { error: Messages.wrongCurrentPassword },
  ),
});

/** The code sent to the new address (issue 13 item 7). */
export const ConfirmEmailSchema = z.object({ code: VerificationCodeSchema });

export const PasswordSchema = confirmed(
  z.object({
    current_password: passwordSchema('current_password'),
    new_password: passwordSchema('new_password'),
    new_password_confirmation: confirmationSchema('new_password_confirmation'),
  }),
  'new_password',
  'new_password_confirmation',
);

/** JPEG or PNG, at most 1000 KB (docs/spec.md §5, §9): checked here before the upload. */
export const AvatarSchema = z.object({
  avatar: z
    .file({ error: 'account:profile.avatarMissing' })
    .mime([...AVATAR_TYPES], { error: 'account:api.avatarType' })
    .max(AVATAR_MAX_BYTES, { error: 'account:api.avatarSize' }),
});

/** The account's re-authentication: the current password, or the e-mailed code for an account without one. */
export const DeleteSchema = z.object({
  password: z.string().max(200).optional(),
  code: VerificationCodeSchema.optional(),
});
