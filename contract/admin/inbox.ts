// The admin area beyond orders (issue 17): seller applications (approve: the store goes live; reject with a
// reason), newsletter subscribers (a page and the whole list for the CSV export), contact messages (read, mark
// handled), and the one-time sign-in link `admin:create` prints. Each change is one audit row.
import { z, int, opt, flag, str } from '../zod.ts';
import { requiredMessage } from '../messages.ts';
import { paginatorSchema } from '../paginate.ts';
import { AuditEntrySchema, oneOf, positiveId, text } from './schemas.ts';

export const InboxMessages = {
  applicationNotFound: 'Application not found',
  messageNotFound: 'Message not found',
  approved: 'The application is approved: the store is live and the seller has been e-mailed.',
  rejected: 'The application is rejected and the applicant has been e-mailed why.',
  alreadyDecided: 'This application has already been decided.',
  notVerified: 'The applicant has not verified their e-mail address yet.',
  storeTaken: 'The store name has already been taken.',
  handled: 'The message is marked handled.',
  alreadyHandled: 'This message has already been marked handled.',
  badLink:
    'This sign-in link is invalid, used or expired. Ask for a new one with npm run admin:create.',
} as const;

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const MESSAGE_FILTERS = ['open', 'handled'] as const;

const page = z.unknown().optional();

export const AdminSellersQuerySchema = z.object({ status: oneOf(APPLICATION_STATUSES), page });
export const AdminMessagesQuerySchema = z.object({ status: oneOf(MESSAGE_FILTERS), page });
export const AdminPageQuerySchema = z.object({ page });

export const AdminSellerDecideBodySchema = z
  .object({
    application_id: positiveId('application_id'),
    verdict: z.enum(['approve', 'reject'], { error: requiredMessage('verdict') }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      text('reason', 2000).optional(),
    ),
  })
  .refine((v) => v.verdict !== 'reject' || v.reason !== undefined, {
    error: requiredMessage('reason'),
    path: ['reason'],
  });
export const AdminMessageBodySchema = z.object({ message_id: positiveId('message_id') });
export const AdminSignInBodySchema = z.object({
  code: z
    .string({ error: requiredMessage('code') })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: InboxMessages.badLink }),
});

const ApplicationSchema = z.object({
  id: int,
  name: str,
  email: str,
  store_name: str,
  store_slug: opt(str),
  status: z.enum(APPLICATION_STATUSES),
  verified: flag,
  language: opt(str),
  reason: opt(str),
  decided_at: opt(str),
  store: opt(z.object({ id: int, slug: str, status: flag })),
  created: str,
});
export const AdminSellerPageSchema = paginatorSchema(ApplicationSchema);
export const AdminSellerDetailSchema = ApplicationSchema.extend({
  audit: z.array(AuditEntrySchema),
});
export const AdminSellerDoneSchema = z.object({ application_id: int, mailed: z.boolean() });

const SubscriberSchema = z.object({ id: int, email: str, language: opt(str), created: str });
export const AdminSubscriberPageSchema = paginatorSchema(SubscriberSchema);
export const AdminSubscriberExportSchema = z.array(SubscriberSchema);

const ContactMessageSchema = z.object({
  id: int,
  name: str,
  email: str,
  subject: str,
  message: str,
  handled_at: opt(str),
  handled_by: opt(str),
  created: str,
});
export const AdminMessagePageSchema = paginatorSchema(ContactMessageSchema);
export const AdminMessageDetailSchema = ContactMessageSchema.extend({
  audit: z.array(AuditEntrySchema),
});
export const AdminMessageDoneSchema = z.object({ message_id: int });

export const AdminSignInDataSchema = z.object({ token: str, expires_in: str });
