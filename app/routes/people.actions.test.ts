// The people screens (issue 35 item 6) against the MSW API (mocks/people.ts), with real cookies: a visitor and
// a shopper get this site's 404 on every page and action; hiding a review without a reason is answered on the
// page, with a reason it is a post/redirect/get with a toast in the admin's language; disabling oneself is
// refused with the API's reason; a newsletter with a missing field keeps what was typed; the SMTP check shows
// the server's error; the unsubscribe page's GET changes nothing, its POST unsubscribes, a bad token is 404.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN } from '#mocks/identity.ts';
import { MOCK_UNSUBSCRIBE_TOKEN } from '#mocks/people.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import * as reviews from '#app/routes/($lang).admin.reviews.tsx';
import * as users from '#app/routes/($lang).admin.users._index.tsx';
import * as user from '#app/routes/($lang).admin.users.$id.tsx';
import * as guests from '#app/routes/($lang).admin.guests.tsx';
import * as newsletter from '#app/routes/($lang).admin.newsletter.tsx';
import * as unsubscribe from '#app/routes/($lang).unsubscribe.$token.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const KEY = 'send-key-0123456789abcdef';

describe('the people screens', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    for (const [loader, path, params] of [
      [reviews.loader, '/admin/reviews', {}],
      [users.loader, '/admin/users', {}],
      [user.loader, '/admin/users/9', { id: '9' }],
      [guests.loader, '/admin/guests', {}],
      [newsletter.loader, '/admin/newsletter', {}],
    ] as const)
      expect((await runGet(loader, path, session, params)).status).toBe(404);
    const posts = [
      [reviews.action, '/admin/reviews', { intent: 'hide', review_id: '2', reason: 'x' }, {}],
      [user.action, '/admin/users/9', { intent: 'enable' }, { id: '9' }],
      [
        newsletter.action,
        '/admin/newsletter',
        { intent: 'send', send_key: KEY, subject: 'S', body: 'B' },
        {},
      ],
    ] as const;
    for (const [action, path, fields, params] of posts)
      expect((await runPost(action, path, fields, session, params)).status).toBe(404);
  });

  it('hides a review only with a reason, then with a toast in the admin’s language', async () => {
    const none = await runPost(
      reviews.action,
      '/admin/reviews',
      { intent: 'hide', review_id: '2', reason: ' ' },
      ADMIN,
    );
    expect(none.status).toBe(400);
    expect(none.data).toEqual({ reviewId: 2, error: 'Give a reason for hiding this review.' });
    const done = await runPost(
      reviews.action,
      '/ar/admin/reviews',
      { intent: 'hide', review_id: '2', reason: 'Spam' },
      ADMIN,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/ar/admin/reviews');
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'تم إخفاء المراجعة؛ لم يعد تقييم المنتج يحتسبها.',
    });
    const hidden = await runGet(reviews.loader, '/admin/reviews?status=hidden', ADMIN);
    expect(hidden.data.list.data.map((r: { id: number }) => r.id)).toEqual([3, 2]);
    expect(
      (await runPost(reviews.action, '/admin/reviews', { intent: 'bury', review_id: '2' }, ADMIN))
        .status,
    ).toBe(400);
  });

  it('refuses staff disabling themselves with the API’s reason; disables another user', async () => {
    const self = await runPost(
      user.action,
      `/admin/users/${MOCK_ADMIN.id}`,
      { intent: 'disable' },
      ADMIN,
      { id: String(MOCK_ADMIN.id) },
    );
    expect(await toastOf(self.headers)).toEqual({
      type: 'error',
      message: 'You cannot disable your own account.',
    });
    const other = await runPost(
      user.action,
      '/admin/users/7',
      { intent: 'disable', reason: 'Fraud' },
      ADMIN,
      { id: '7' },
    );
    expect(await toastOf(other.headers)).toEqual({
      type: 'success',
      message: 'The account is disabled and signed out everywhere.',
    });
    const list = await runGet(users.loader, '/admin/users?status=disabled', ADMIN);
    expect(list.data.list.data.map((u: { id: number }) => u.id).sort()).toEqual([7, 9]);
    expect((await runGet(user.loader, '/admin/users/999', ADMIN, { id: '999' })).status).toBe(404);
  });

  it('keeps what was typed in a newsletter with a missing field; sends; the SMTP check shows the server’s error', async () => {
    const page = await runGet(newsletter.loader, '/admin/newsletter', ADMIN);
    expect(page.data.sendKey).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await runPost(
      newsletter.action,
      '/admin/newsletter',
      { intent: 'send', send_key: KEY, subject: 'Hello <b>', body: '' },
      ADMIN,
    );
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({
      form: 'send',
      errors: { body: 'Enter the message.' },
      values: { subject: 'Hello <b>' },
    });
    const sent = await runPost(
      newsletter.action,
      '/admin/newsletter',
      { intent: 'send', send_key: KEY, subject: 'Hello', body: 'News' },
      ADMIN,
    );
    expect(await toastOf(sent.headers)).toEqual({
      type: 'success',
      message: 'The newsletter is on its way to every subscriber.',
    });
    const refused = await runPost(
      newsletter.action,
      '/admin/newsletter',
      { intent: 'test', to: 'me@refused.test' },
      ADMIN,
    );
    expect(await toastOf(refused.headers)).toEqual({
      type: 'error',
      message: 'The mail server refused the test message: 550 5.1.1 mailbox unavailable',
    });
    const bad = await runPost(
      newsletter.action,
      '/admin/newsletter',
      { intent: 'test', to: 'nope' },
      ADMIN,
    );
    expect(bad.data).toMatchObject({
      form: 'test',
      errors: { to: 'Enter a valid e-mail address.' },
      values: { to: 'nope' },
    });
  });

  it('unsubscribes by the link without signing in: the GET changes nothing, the POST does; bad tokens 404', async () => {
    const params = { token: MOCK_UNSUBSCRIBE_TOKEN };
    const path = `/unsubscribe/${MOCK_UNSUBSCRIBE_TOKEN}`;
    expect((await runGet(unsubscribe.loader, path, {}, params)).data.email).toBe(
      's***@example.com',
    );
    expect((await runGet(unsubscribe.loader, path, {}, params)).status).toBe(200);
    const done = await runPost(unsubscribe.action, `/ar${path}`, {}, {}, params);
    expect(done.headers.get('location')).toBe('/ar');
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'تم إلغاء اشتراكك في النشرة الإخبارية.',
    });
    expect((await runGet(unsubscribe.loader, path, {}, params)).status).toBe(404);
    expect((await runGet(unsubscribe.loader, '/unsubscribe/1', {}, { token: '1' })).status).toBe(
      404,
    );
  });
});
