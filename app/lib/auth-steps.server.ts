// The server side of the auth screens' steps (auth-steps.tsx) beyond what every guest form does
// (auth-screen.server.ts): the code step of register and seller register, and the answer to a sign-in.
import { data } from '@remix-run/node';
import type { TFunction } from 'i18next';
import type { z } from '#contract/zod.ts';
import type { SigninDataSchema } from '#contract/account/schemas.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { signedInCookie } from '#app/lib/session.server.ts';
import type { emailStep } from '#app/lib/auth-screen.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { VerifyCodeSchema } from '#app/components/auth-steps.tsx';

type CodeSubmission = Extract<
  ReturnType<typeof parseForm<typeof VerifyCodeSchema>>,
  { status: 'success' }
>;

/**
 * The 'verify' intent: the code posted for the e-mail the session keeps, handed to `send` for the route's
 * API. Without a pending e-mail, back to the first step at `self`; a refused code is answered 400.
 */
export async function verifyPostedCode<Answer>(
  posted: {
    request: Request;
    formData: FormData;
    t: TFunction;
    step: ReturnType<typeof emailStep>;
    self: string;
  },
  send: (body: { email: string; code: string }, submission: CodeSubmission) => Promise<Answer>,
) {
  const email = await posted.step.pending(posted.request, posted.self);
  const submission = parseForm(posted.formData, VerifyCodeSchema, posted.t);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  return send({ email, code: submission.value.code }, submission);
}

/**
 * A sign-in's answer (password or social): a brand-new session holding the token, and `to` with a welcome that
 * also says when merging the guest cart cut some lines to the stock or the line maximum (issue 13 item 4).
 */
export async function signedInRedirect(
  request: Request,
  to: string,
  t: TFunction,
  signin: z.infer<typeof SigninDataSchema>,
  headers: HeadersInit = {},
) {
  const h = new Headers(headers);
  h.append('Set-Cookie', await signedInCookie(signin.token));
  const message = [
    t('account:login.welcome', { name: signin.user.name }),
    ...(signin.cart_reduced?.length ? [t('account:api.cartReduced')] : []),
  ].join(' ');
  return redirectWithToast(request, to, { type: 'success', message }, h);
}
