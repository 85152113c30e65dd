// Toasts: post/redirect/get without JavaScript; with it (a single-fetch `.data` request) the page stays and
// the toast comes as a cookie with the answer, unless the answer sends the shopper elsewhere.
import { describe, expect, it } from 'vitest';
import { readToast, toastAnswer } from '#app/lib/toast.server.ts';

type DataAnswer = { data: unknown; init: { status?: number; headers?: Headers } };
const toastOf = async (setCookie: string | null) =>
  (
    await readToast(
      new Request('http://shop.test/', { headers: { Cookie: setCookie?.split(';')[0] ?? '' } }),
    )
  ).toast;

describe('toastAnswer', () => {
  it('redirects back with the toast without JavaScript', async () => {
    const answer = toastAnswer(new Request('http://shop.test/user/wishlists'), '/x/product/7');
    const res = (await answer({ type: 'success', message: 'Done' })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/x/product/7');
    expect(await toastOf(res.headers.get('Set-Cookie'))).toEqual({
      type: 'success',
      message: 'Done',
    });
  });

  it('stays with JavaScript, with the toast, the status and the headers given', async () => {
    const headers = new Headers({ 'Set-Cookie': 'frontend_session=new; Path=/' });
    const answer = toastAnswer(new Request('http://shop.test/cart.data'), '/cart', headers);
    const res = (await answer({ type: 'error', message: 'No' }, { status: 400 })) as unknown;
    const { data, init } = res as DataAnswer;
    expect(data).toEqual({ ok: false, message: 'No' });
    expect(init.status).toBe(400);
    const cookies = init.headers!.getSetCookie();
    expect(cookies[0]).toMatch(/^frontend_session=new/);
    expect(await toastOf(cookies.find((c) => c.startsWith('frontend_toast=')) ?? null)).toEqual({
      type: 'error',
      message: 'No',
    });
  });

  it('goes elsewhere even with JavaScript when the answer is another page', async () => {
    const answer = toastAnswer(
      new Request('http://shop.test/user/wishlists.data'),
      '/user/wishlists',
    );
    const res = (await answer(
      { type: 'error', message: 'Choose' },
      { to: '/x/product/7' },
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/x/product/7');
  });
});
