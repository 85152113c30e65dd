// Shared by the account actions: the shopper's translator, the API's answer as a form error (its known
// messages in the shopper's language), and the HTTP status that goes with it.
import { data } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import type { TFunction } from 'i18next';
import { Messages } from '#contract/messages.ts';
import { ACCOUNT_DISABLED } from '#contract/admin/people.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { signedOutCookie } from '#app/lib/session.server.ts';
import type { ShopApiError } from '#app/lib/shop-api/client.server.ts';
import { PASSWORD_FIELDS } from '#app/lib/account-forms.ts';

export const requestT = (request: Request) =>
  i18next.getFixedT(languageFromPath(new URL(request.url).pathname), ['account', 'common']);

/**
 * Our API's messages (contract/messages.ts) shown in the shopper's language; any other backend's text is
 * shown as it came. Display only: behaviour never depends on a message (docs/api-reference.md §3.4 rule 5).
 */
export function apiMessage(t: TFunction, message: string): string {
  const key = (Object.keys(Messages) as (keyof typeof Messages)[]).find(
    (k) => Messages[k] === message,
  );
  if (!key) {
    if (message === ACCOUNT_DISABLED) return t('people:accountDisabled');
    const address = /^Address (created|updated|deleted) successfully$/.exec(message);
    return address ? t(`account:address.${address[1]}`) : message;
  }
  return t(`account:api.${key}`, { defaultValue: message });
}

export function statusOf(error: ShopApiError): number {
  switch (error.kind) {
    case 'rate-limited':
      return 429;
    case 'down':
      return 503;
    case 'unauthenticated':
      return 401;
    case 'server':
      return error.status === 500 ? 400 : 500;
    default:
      return 400;
  }
}

type Replyable = {
  reply: (o: { formErrors: string[]; hideFields: string[] }) => SubmissionResult;
};

/** The submission's answer with the API's messages (passwords never echoed), and its HTTP status. */
export function apiFailure(t: TFunction, submission: Replyable, error: ShopApiError) {
  return {
    result: submission.reply({
      formErrors: error.messages.map((m) => apiMessage(t, m)),
      hideFields: PASSWORD_FIELDS,
    }),
    status: statusOf(error),
  };
}

export function replyWithApiError(t: TFunction, submission: Replyable, error: ShopApiError) {
  const f = apiFailure(t, submission, error);
  return data(f.result, { status: f.status });
}

/** The API no longer accepts the token (status 204): drop it and ask the shopper to log in again. */
export async function sessionExpired(request: Request) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  const t = await requestT(request);
  return redirectWithToast(
    request,
    `${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`,
    { type: 'error', message: t('account:sessionExpired') },
    { 'Set-Cookie': await signedOutCookie(request) },
  );
}
