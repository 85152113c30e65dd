// What the account forms ask beyond the API's request schemas (contract/account/schemas.ts), which they are
// built on: the confirmation of a new password is required and checked even while another field is wrong
// (every message shows at once), and an e-mailed code is the 6 digits the storefront's e-mails carry.
import { z } from '#contract/zod.ts';
import { Messages, requiredMessage } from '#contract/messages.ts';
import { CODE_LENGTH, CodeSchema, passwordSchema } from '#contract/account/schemas.ts';

/** Never sent back to the browser (Conform's `hideFields`). */
export const PASSWORD_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'new_password_confirmation',
];

/** The confirmation field of a new password. */
export const confirmationSchema = (field: string) => z.string({ error: requiredMessage(field) });

/**
 * `schema` whose `confirmation` must equal its `password`. Checked even when another field failed, so every
 * message shows at once (zod skips object refinements on a failed object unless told when to run them).
 */
export function confirmed<T extends z.ZodObject>(
  schema: T,
  password: string,
  confirmation: string,
) {
  const given = (v: unknown) => v as Record<string, unknown> | null;
  return schema.refine((v) => given(v)?.[password] === given(v)?.[confirmation], {
    error: Messages.passwordMismatch,
    path: [confirmation],
    when: ({ value }) =>
      typeof given(value)?.[password] === 'string' &&
      typeof given(value)?.[confirmation] === 'string',
  });
}

/** The code as the e-mails carry it: exactly 6 digits ('Enter the 6-digit code from the e-mail.'). */
export const VerificationCodeSchema = CodeSchema.pipe(
  z.string().length(CODE_LENGTH, { error: 'account:validation.code' }),
);

/** `fields` with a new `password` (the API's rules) and its `password_confirmation`, which must match. */
export const withNewPassword = <Shape extends z.ZodRawShape>(fields: Shape) =>
  confirmed(
    z.object({
      ...fields,
      password: passwordSchema(),
      password_confirmation: confirmationSchema('password_confirmation'),
    }),
    'password',
    'password_confirmation',
  );
