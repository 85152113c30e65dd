// People and words for staff (issue 35 item 6, decision 145): reviews moderation (hide with a reason, show
// again; the product's average and count follow), registered users (search, their orders, disable and enable —
// a disabled user's sessions end), guest users, a newsletter to every subscriber through the outbox, and a
// test message through the configured SMTP server. The public unsubscribe of a newsletter's link is here too.
import { z, int, opt, flag, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { defineEndpoint } from '../endpoint.ts';
import { EmailSchema } from '../site/newsletter.ts';
import { AdminIdParamsSchema, AuditEntrySchema, oneOf, positiveId, text } from './schemas.ts';

export const PeopleMessages = {
  reviewNotFound: 'Review not found',
  reviewHidden: 'The review is hidden; the product’s rating no longer counts it.',
  reviewShown: 'The review is shown again; the product’s rating counts it.',
  reviewAlready: 'The review is already like that.',
  userNotFound: 'User not found',
  userDisabled: 'The account is disabled and signed out everywhere.',
  userEnabled: 'The account is enabled again.',
  userAlready: 'The account is already like that.',
  notYourself: 'You cannot disable your own account.',
  newsletterQueued: 'The newsletter is on its way to every subscriber.',
  noSubscribers: 'There are no subscribers to send to.',
  testSent: 'The test message was accepted by the mail server.',
  testFailed: 'The mail server refused the test message:',
  noSmtp: 'E-mail is not configured: set SMTP_URL in the environment.',
  unsubscribeNotFound: 'This unsubscribe link is not valid.',
  unsubscribed: 'You have been unsubscribed from the newsletter.',
} as const;

/** What a disabled account is told when it tries to sign in. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact us.';

const page = z.unknown().optional();
const search = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 100) || undefined : undefined),
  z.string().optional(),
);
const blankless = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text(field, max).optional(),
  );

// ── Reviews ───────────────────────────────────────────────────────────────────────────────────────────
export const REVIEW_FILTERS = ['public', 'hidden'] as const;
export const AdminReviewsQuerySchema = z.object({
  status: oneOf(REVIEW_FILTERS),
  rating: oneOf(['1', '2', '3', '4', '5']),
  q: search,
  page,
});
const ReviewSchema = z.object({
  id: int,
  rating: int,
  review: opt(str),
  hidden: flag,
  product: z.object({ id: int, title: str }),
  reviewer: opt(str),
  created: str,
  /** The reason of the last hiding, while hidden. */
  reason: opt(str),
});
const AdminReviewPageSchema = paginatorSchema(ReviewSchema);
const AdminReviewBodySchema = z
  .object({
    review_id: positiveId('review_id'),
    action: z.enum(['hide', 'show'], { error: requiredMessage('action') }),
    reason: blankless('reason', 500),
  })
  .refine((v) => v.action !== 'hide' || v.reason !== undefined, {
    error: requiredMessage('reason'),
    path: ['reason'],
  });

// ── Users ─────────────────────────────────────────────────────────────────────────────────────────────
export const USER_FILTERS = ['active', 'disabled'] as const;
export const AdminUsersQuerySchema = z.object({ status: oneOf(USER_FILTERS), q: search, page });
const UserSchema = z.object({
  id: int,
  name: str,
  email: str,
  role: str,
  verified: flag,
  disabled: flag,
  created: str,
});
const AdminUserPageSchema = paginatorSchema(UserSchema);
const AdminUserDetailSchema = UserSchema.extend({
  phone: opt(str),
  orders: z.array(
    z.object({
      id: int,
      order_code: str,
      total: int,
      currency: str,
      status: int,
      cancelled: flag,
      created: str,
    }),
  ),
  audit: z.array(AuditEntrySchema),
});
const AdminUserBodySchema = z.object({
  user_id: positiveId('user_id'),
  action: z.enum(['disable', 'enable'], { error: requiredMessage('action') }),
  reason: blankless('reason', 500),
});
export const AdminGuestsQuerySchema = z.object({ q: search, page });
const GuestSchema = z.object({
  id: int,
  name: opt(str),
  email: opt(str),
  orders: int,
  created: str,
});
const AdminGuestPageSchema = paginatorSchema(GuestSchema);

// ── Newsletter and SMTP ───────────────────────────────────────────────────────────────────────────────
export const NEWSLETTER_BODY_MAX = 20_000;
/** The send form's one-time key: a doubled submit carries the same one and queues nothing again. */
export const SendKeySchema = z
  .string({ error: requiredMessage('send_key') })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: requiredMessage('send_key') });
const AdminNewsletterBodySchema = z.object({
  send_key: SendKeySchema,
  subject: text('subject', 200),
  body: text('body', NEWSLETTER_BODY_MAX),
});
const AdminMailTestBodySchema = z.object({ to: EmailSchema });

/** An unsubscribe token: 43 base64url characters (32 random bytes); anything else is no subscriber. */
export const UnsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const peopleEndpoints = {
  adminReviews: defineEndpoint({
    method: 'GET',
    path: 'admin/reviews',
    auth: 'admin',
    summary: 'Every review, 25 a page, newest first; filters status (public, hidden), rating, q',
    query: AdminReviewsQuerySchema,
    data: AdminReviewPageSchema,
  }),
  adminReviewVisibility: defineEndpoint({
    method: 'POST',
    path: 'admin/reviews/visibility',
    auth: 'admin',
    summary:
      'Hide a review (a reason required) or show it again; the product’s rating follows (audited)',
    body: AdminReviewBodySchema,
    data: z.object({ review_id: int, product: z.object({ rating: z.number(), count: int }) }),
  }),
  adminUsers: defineEndpoint({
    method: 'GET',
    path: 'admin/users',
    auth: 'admin',
    summary:
      'Registered users, 25 a page, newest first; q a name or e-mail, status active or disabled',
    query: AdminUsersQuerySchema,
    data: AdminUserPageSchema,
  }),
  adminUser: defineEndpoint({
    method: 'GET',
    path: 'admin/users/{id}',
    auth: 'admin',
    summary: 'One registered user with their latest orders and audit log',
    params: AdminIdParamsSchema,
    data: AdminUserDetailSchema,
  }),
  adminUserStatus: defineEndpoint({
    method: 'POST',
    path: 'admin/users/status',
    auth: 'admin',
    summary:
      'Disable a user (their sessions end at once, sign-in refused) or enable them again (audited)',
    body: AdminUserBodySchema,
    data: z.object({ user_id: int, disabled: flag }),
  }),
  adminGuests: defineEndpoint({
    method: 'GET',
    path: 'admin/guests',
    auth: 'admin',
    summary: 'Guest shoppers (who checked out without an account), 25 a page, newest first; q',
    query: AdminGuestsQuerySchema,
    data: AdminGuestPageSchema,
  }),
  adminNewsletterSend: defineEndpoint({
    method: 'POST',
    path: 'admin/newsletter/send',
    auth: 'admin',
    summary:
      'Queue a plain-text newsletter to every subscriber through the outbox, once per send_key (audited)',
    body: AdminNewsletterBodySchema,
    data: z.object({ newsletter_id: int, recipients: int }),
  }),
  adminMailTest: defineEndpoint({
    method: 'POST',
    path: 'admin/mail/test',
    auth: 'admin',
    summary: 'Send a test message straight through the configured SMTP server; its answer or error',
    body: AdminMailTestBodySchema,
    data: z.object({ to: str }),
  }),
  newsletterUnsubscribeCheck: defineEndpoint({
    method: 'GET',
    path: 'newsletter/unsubscribe',
    auth: 'none',
    summary: 'Whose unsubscribe link this is (the address, partly hidden); 404 for a bad token',
    query: z.object({ token: z.unknown().optional() }),
    data: z.object({ email: str }),
  }),
  newsletterUnsubscribe: defineEndpoint({
    method: 'POST',
    path: 'newsletter/unsubscribe',
    auth: 'none',
    summary: 'Unsubscribe the link’s subscriber (that one only); 404 for a bad token',
    body: z.object({ token: z.unknown().optional() }),
    data: z.object({ unsubscribed: z.literal(true) }),
  }),
};
