// People and words in the mock API (issue 35 item 6): three reviews (one hidden), three users (the admin is one
// of them: disabling oneself is refused), a guest, the newsletter's sending (once per send_key), the SMTP check
// (accepted unless the address is at refused.test) and an unsubscribe link (MOCK_UNSUBSCRIBE_TOKEN).
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { PeopleMessages } from '#contract/admin/people.ts';
import { mockCell, MOCK_ACCOUNT, MOCK_ADMIN } from './identity.ts';
import { mock, mockRecord, type Fixture } from './mock.ts';
import { page } from './catalog.fixtures.ts';

/** The mock subscriber's unsubscribe token (43 base64url characters). */
export const MOCK_UNSUBSCRIBE_TOKEN = 'mockUnsubscribeToken0123456789abcdefghijklm';
const AT = '2026-11-30T09:00:00.000Z';

type Review = Fixture<'adminReviews'>['data'][number];
type User = Fixture<'adminUser'>;

const state = mockCell(() => ({
  reviews: [
    {
      id: 3,
      rating: 1,
      review: 'Awful, buy elsewhere: spam-link.example',
      hidden: 1,
      product: { id: 1, title: 'Linen shirt' },
      reviewer: 'Sam Spammer',
      created: AT,
      reason: 'Advertising',
    },
    {
      id: 2,
      rating: 4,
      review: 'Good fit.',
      hidden: 0,
      product: { id: 1, title: 'Linen shirt' },
      reviewer: 'Ada Lovelace',
      created: AT,
      reason: null,
    },
    {
      id: 1,
      rating: 5,
      review: 'Lovely.',
      hidden: 0,
      product: { id: 2, title: 'Wool scarf' },
      reviewer: 'Lin Chen',
      created: AT,
      reason: null,
    },
  ] as Review[],
  users: [
    {
      id: MOCK_ACCOUNT.id,
      name: 'Demo Shopper',
      email: MOCK_ACCOUNT.email,
      role: 'user',
      verified: 1,
      disabled: 0,
      created: AT,
      phone: null,
      orders: [
        {
          id: 41,
          order_code: 'BZ0000041',
          total: 4500,
          currency: 'USD',
          status: 1,
          cancelled: 0,
          created: AT,
        },
      ],
      audit: [],
    },
    {
      id: 9,
      name: 'Sam Spammer',
      email: 'sam@example.com',
      role: 'user',
      verified: 1,
      disabled: 1,
      created: AT,
      phone: null,
      orders: [],
      audit: [],
    },
    {
      id: MOCK_ADMIN.id,
      name: MOCK_ADMIN.name,
      email: 'admin@bazaar.test',
      role: 'admin',
      verified: 1,
      disabled: 0,
      created: AT,
      phone: null,
      orders: [],
      audit: [],
    },
  ] as User[],
  sent: new Map<string, number>(),
  subscribed: true,
}));

const has = (hay: string | null | undefined, q: string | undefined) =>
  !q || (hay ?? '').toLowerCase().includes(q.toLowerCase());

export const peopleHandlers = [
  ...mock(endpoints.adminReviews, ({ query }) => {
    const rows = state
      .get()
      .reviews.filter(
        (r) =>
          (!query.status || (query.status === 'hidden') === Boolean(r.hidden)) &&
          (!query.rating || Number(r.rating) === Number(query.rating)) &&
          (has(r.product.title, query.q) || has(r.review, query.q)),
      );
    return ok(page(rows, rows.length, 1, 25, 'admin/reviews'));
  }),
  ...mock(endpoints.adminReviewVisibility, ({ body }) => {
    const { reviews } = state.get();
    const r = reviews.find((x) => x.id === body.review_id);
    if (!r) return notFound(PeopleMessages.reviewNotFound);
    const hide = body.action === 'hide';
    if (Boolean(r.hidden) === hide) return formError(PeopleMessages.reviewAlready, 500);
    r.hidden = hide ? 1 : 0;
    r.reason = hide ? (body.reason ?? null) : null;
    const shown = reviews.filter((x) => x.product.id === r.product.id && !x.hidden);
    const rating = shown.length
      ? Math.round((shown.reduce((s, x) => s + Number(x.rating), 0) / shown.length) * 100) / 100
      : 0;
    return ok(
      { review_id: r.id, product: { rating, count: shown.length } },
      hide ? PeopleMessages.reviewHidden : PeopleMessages.reviewShown,
    );
  }),
  ...mock(endpoints.adminUsers, ({ query }) => {
    const rows = state
      .get()
      .users.filter(
        (u) =>
          (!query.status || (query.status === 'disabled') === Boolean(u.disabled)) &&
          (has(u.name, query.q) || has(u.email, query.q)),
      )
      .map(({ phone: _p, orders: _o, audit: _a, ...u }) => u);
    return ok(page(rows, rows.length, 1, 25, 'admin/users'));
  }),
  ...mockRecord(
    endpoints.adminUser,
    (id) => state.get().users.find((u) => u.id === id),
    PeopleMessages.userNotFound,
  ),
  ...mock(endpoints.adminUserStatus, ({ body }) => {
    const u = state.get().users.find((x) => x.id === body.user_id);
    if (!u) return notFound(PeopleMessages.userNotFound);
    const disable = body.action === 'disable';
    if (disable && u.id === MOCK_ADMIN.id) return formError(PeopleMessages.notYourself, 500);
    if (Boolean(u.disabled) === disable) return formError(PeopleMessages.userAlready, 500);
    u.disabled = disable ? 1 : 0;
    return ok(
      { user_id: u.id, disabled: u.disabled },
      disable ? PeopleMessages.userDisabled : PeopleMessages.userEnabled,
    );
  }),
  ...mock(endpoints.adminGuests, ({ query }) => {
    const rows = [
      { id: 1, name: 'Guest Buyer', email: 'guest@example.com', orders: 1, created: AT },
    ].filter((g) => has(g.name, query.q) || has(g.email, query.q));
    return ok(page(rows, rows.length, 1, 25, 'admin/guests'));
  }),
  ...mock(endpoints.adminNewsletterSend, ({ body }) => {
    const { sent } = state.get();
    if (!sent.has(body.send_key)) sent.set(body.send_key, sent.size + 1);
    return ok(
      { newsletter_id: sent.get(body.send_key)!, recipients: 3 },
      PeopleMessages.newsletterQueued,
    );
  }),
  ...mock(endpoints.adminMailTest, ({ body }) =>
    body.to.endsWith('@refused.test')
      ? formError(`${PeopleMessages.testFailed} 550 5.1.1 mailbox unavailable`, 500)
      : ok({ to: body.to }, PeopleMessages.testSent),
  ),
  ...mock(endpoints.newsletterUnsubscribeCheck, ({ query }) =>
    query.token === MOCK_UNSUBSCRIBE_TOKEN && state.get().subscribed
      ? ok({ email: 's***@example.com' })
      : notFound(PeopleMessages.unsubscribeNotFound),
  ),
  ...mock(endpoints.newsletterUnsubscribe, ({ body }) => {
    const s = state.get();
    if (body.token !== MOCK_UNSUBSCRIBE_TOKEN || !s.subscribed)
      return notFound(PeopleMessages.unsubscribeNotFound);
    s.subscribed = false;
    return ok({ unsubscribed: true as const }, PeopleMessages.unsubscribed);
  }),
];
