// Shared by the wishlist, compare list, vouchers and following actions: the shopper must be signed in
// (visitors go to log in and come back to the page they were on), and the answer is post/redirect/get with
// a toast — or, with JavaScript (a fetcher), the page stays and only the toast comes.
import { redirect } from '@remix-run/node';
import { readSession } from '#app/lib/session.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { toastAnswer } from '#app/lib/toast.server.ts';
import { ACCOUNT_MESSAGES, type FormMessages } from '#app/lib/form-validation.ts';

/** Ids come from hidden fields: whatever is wrong with one, the product (or voucher) is not available. */
export const LIST_MESSAGES: FormMessages = {
  ...ACCOUNT_MESSAGES,
  fields: { product_id: 'cart:errors.unavailable', voucher_id: 'cart:errors.unavailable' },
};

export async function listContext(request: Request, formData: FormData, self: string) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const back = safeRedirectPath(formData.get('redirectTo'), localizePath(self, lang));
  const { token } = await readSession(request);
  const login = token
    ? null
    : redirect(`${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`);
  return { lang, back, token, login, answer: toastAnswer(request, back) };
}
