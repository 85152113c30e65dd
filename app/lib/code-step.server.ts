// The code step of the sign-up screens (register, seller register) on the server: the loader that says which
// step to show, and the action's two intents of that step (auth-steps.tsx is its screen).
import { guestLoader } from '#app/lib/auth-screen.server.ts';
import { verifyPostedCode } from '#app/lib/auth-steps.server.ts';

type CodeStep = 'verifyEmail' | 'sellerEmail';

/**
 * Guests only: the e-mail the session keeps under `step` for the code step (none: the first step is shown), and
 * the title of the step shown (`firstTitle`, a key, for the first).
 */
export async function codeStepLoader<S extends CodeStep>(
  request: Request,
  step: S,
  firstTitle: string,
) {
  const { t, session } = await guestLoader(request);
  const email = session[step];
  return {
    title: email ? t('account:verify.title') : t(firstTitle),
    [step]: email,
  } as { title: string } & Record<S, string | null>;
}

/**
 * The code step's intents: 'restart' forgets the e-mail and shows the first step again, 'verify' hands the
 * code posted for it to `send` (`verifyPostedCode`). Any other post is the first step's: null.
 */
export async function codeStepAnswer<Answer>(
  posted: Parameters<typeof verifyPostedCode>[0],
  send: Parameters<typeof verifyPostedCode<Answer>>[1],
) {
  const intent = posted.formData.get('intent');
  if (intent === 'restart') return posted.step.restart(posted.request, posted.self);
  if (intent === 'verify') return verifyPostedCode(posted, send);
  return null;
}
