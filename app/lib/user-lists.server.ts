// What the shopper's list screens (wishlist, compare list, followed stores, vouchers) share on the server: the
// loader's read of the list with the screen's title, and how an action's change to a list ends.
import { requireUser } from '#app/lib/session.server.ts';
import { requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { signedInData } from '#app/lib/signed-in.server.ts';
import type { ShopApiError, ShopApiResult } from '#app/lib/shop-api/client.server.ts';

/** The lists' order on their screens: the latest added first. */
export const NEWEST_FIRST = { order_by: 'created_at', type: 'desc' } as const;

/**
 * A list screen's loader: signed in (visitors go to log in), the title `titleKey` in the shopper's language,
 * and the list `read` fetches for the URL's `?page=` (a token the API no longer accepts: log in again).
 */
export async function loadUserList<T>(
  request: Request,
  titleKey: string,
  read: (page: number) => Promise<ShopApiResult<T>>,
) {
  await requireUser(request);
  const t = await requestT(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const r = await read(page);
  return { title: t(titleKey), list: await signedInData(request, r) };
}

type ListToast = { type: 'success' | 'error'; message: string };

/**
 * How a change to a list ends: a token the API no longer accepts is the log-in page, a refusal an error toast
 * (status 400) that `refusal` words, a change the success toast that `success` words, both through `answer`.
 */
export async function answerListChange<T, A>(
  request: Request,
  r: ShopApiResult<T>,
  answer: (toast: ListToast, opts?: { status?: number }) => A,
  words: { success: (data: T) => string; refusal: (error: ShopApiError) => string },
) {
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    return answer({ type: 'error', message: words.refusal(r.error) }, { status: 400 });
  }
  return answer({ type: 'success', message: words.success(r.data) });
}
