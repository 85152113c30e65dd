// People and words for staff (issue 35 item 6, decision 145), registered from contract/admin/people.ts:
// reviews moderation, registered and guest users, the newsletter's sending and the SMTP check. Every endpoint
// is `auth: 'admin'` (anyone else: the envelope's 404).
import { Hono } from 'hono';
import { PeopleMessages, peopleEndpoints as E } from '#contract/admin/people.ts';
import type { ApiEnv } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { failureReply, notFoundReply, ok } from '../lib/reply.ts';
import { linksOf } from '../orders/service.ts';
import {
  guestsPage,
  moderateReview,
  reviewsPage,
  setUserStatus,
  userDetail,
  usersPage,
} from './people.ts';
import { sendNewsletter, sendTestMessage } from './newsletter.ts';

export const peopleRoutes = new Hono<ApiEnv>();

handle(peopleRoutes, E.adminReviews, async (c, { query }) =>
  ok(c, await reviewsPage(c.get('deps').db, query, endpointPath(c))),
);

handle(peopleRoutes, E.adminReviewVisibility, async (c, { body, user }) => {
  const r = await moderateReview(c.get('deps').db, user, body, nowOf(c));
  if (!r.ok)
    return r.why === 'missing'
      ? notFoundReply(c, PeopleMessages.reviewNotFound)
      : failureReply(c, PeopleMessages.reviewAlready);
  return ok(
    c,
    { review_id: body.review_id, product: { rating: r.rating, count: r.count } },
    body.action === 'hide' ? PeopleMessages.reviewHidden : PeopleMessages.reviewShown,
  );
});

handle(peopleRoutes, E.adminUsers, async (c, { query }) =>
  ok(c, await usersPage(c.get('deps').db, query, endpointPath(c))),
);

handle(
  peopleRoutes,
  E.adminUser,
  async (c, { params }) => {
    const u = await userDetail(c.get('deps').db, Number(params.id));
    return u ? ok(c, u) : notFoundReply(c, PeopleMessages.userNotFound);
  },
  { onInvalid: (c) => notFoundReply(c, PeopleMessages.userNotFound) },
);

handle(peopleRoutes, E.adminUserStatus, async (c, { body, user }) => {
  const r = await setUserStatus(c.get('deps').db, user, body, nowOf(c));
  if (r === 'missing') return notFoundReply(c, PeopleMessages.userNotFound);
  if (r === 'yourself') return failureReply(c, PeopleMessages.notYourself);
  if (r === 'same') return failureReply(c, PeopleMessages.userAlready);
  const disabled = body.action === 'disable';
  return ok(
    c,
    { user_id: body.user_id, disabled: disabled ? 1 : 0 },
    disabled ? PeopleMessages.userDisabled : PeopleMessages.userEnabled,
  );
});

handle(peopleRoutes, E.adminGuests, async (c, { query }) =>
  ok(c, await guestsPage(c.get('deps').db, query, endpointPath(c))),
);

handle(peopleRoutes, E.adminNewsletterSend, async (c, { body, user }) => {
  const { db, mail } = c.get('deps');
  const r = await sendNewsletter({ db, links: linksOf(c), now: nowOf(c) }, user, body);
  if (!r.ok) return failureReply(c, PeopleMessages.noSubscribers);
  mail?.kick();
  return ok(
    c,
    { newsletter_id: r.newsletterId, recipients: r.recipients },
    PeopleMessages.newsletterQueued,
  );
});

handle(peopleRoutes, E.adminMailTest, async (c, { body, user }) => {
  const { db, mail } = c.get('deps');
  const r = await sendTestMessage(
    { db, mail: mail ?? null, links: linksOf(c), now: nowOf(c) },
    user,
    body.to,
  );
  if (!r) return failureReply(c, PeopleMessages.noSmtp);
  if (!r.ok) return failureReply(c, `${PeopleMessages.testFailed} ${r.error}`);
  return ok(c, { to: body.to }, PeopleMessages.testSent);
});
