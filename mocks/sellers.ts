// Seller applications, newsletter subscribers, contact messages and the admin's one-time sign-in link in the
// mock API (issue 17). The applicant's code is MOCK_ACCOUNT.code; 'Taken Store' is a store name in use. The
// admin sees one application (pending), two subscribers (one whose address starts with '=' for the CSV's
// injection guard) and two messages; approve, reject and mark handled change them and write the audit log.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { SellerMessages, storeSlug } from '#contract/sellers/schemas.ts';
import { InboxMessages } from '#contract/admin/inbox.ts';
import { mockCell, MOCK_ACCOUNT, MOCK_ADMIN } from './identity.ts';
import { mock, mockRecord, type Fixture } from './mock.ts';
import { page } from './catalog.fixtures.ts';

type Application = Fixture<'adminSeller'>;
type Message = Fixture<'adminMessage'>;

/** The one-time sign-in code of the mock admin (what `admin:create` would print). */
export const MOCK_SIGN_IN_CODE = 'mock-sign-in-code-0123456789abcdef';
const TAKEN = 'Taken Store';

const applicant = mockCell(() => ({
  pending: null as null | { email: string; name: string; store: string },
}));
const applications = mockCell((): Application[] => [
  {
    id: 1,
    name: 'Nadia Seller',
    email: 'nadia@bazaar.test',
    store_name: 'Nadia Crafts',
    store_slug: 'nadia-crafts',
    status: 'pending',
    verified: 1,
    language: 'fr',
    reason: null,
    decided_at: null,
    store: { id: 90, slug: 'nadia-crafts', status: 0 },
    created: '2026-01-05T10:00:00.000Z',
    audit: [],
  },
]);
const subscribers = [
  { id: 2, email: '=cmd@evil.test', language: 'fr', created: '2026-01-02T10:00:00.000Z' },
  { id: 1, email: 'reader@bazaar.test', language: 'en', created: '2026-01-01T10:00:00.000Z' },
];
const messages = mockCell((): Message[] => [
  {
    id: 2,
    name: 'Omar',
    email: 'omar@bazaar.test',
    subject: 'Where is my parcel?',
    message: 'It has been a week.',
    handled_at: null,
    handled_by: null,
    created: '2026-01-04T10:00:00.000Z',
    audit: [],
  },
  {
    id: 1,
    name: 'Lea',
    email: 'lea@bazaar.test',
    subject: 'Thanks',
    message: 'All good.',
    handled_at: '2026-01-03T11:00:00.000Z',
    handled_by: MOCK_ADMIN.name,
    created: '2026-01-03T10:00:00.000Z',
    audit: [],
  },
]);

const entry = (id: number, action: string, before: object, after: object) => ({
  id,
  admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
  action,
  before: before as Record<string, unknown>,
  after: after as Record<string, unknown>,
  created: new Date().toISOString(),
});
const application = (id: number) => applications.get().find((a) => a.id === id);
const message = (id: number) => messages.get().find((m) => m.id === id);
const summary = ({ audit: _a, ...a }: Application) => a;
const messageSummary = ({ audit: _a, ...m }: Message) => m;

export const sellerHandlers = [
  ...mock(endpoints.sellerSignup, ({ body }) => {
    if (storeSlug(body.store_name) === storeSlug(TAKEN))
      return formError(SellerMessages.storeTaken);
    applicant.set({
      pending: { email: body.email.toLowerCase(), name: body.name, store: body.store_name },
    });
    return ok(body.email.toLowerCase(), Messages.codeSent);
  }),
  ...mock(endpoints.sellerVerify, ({ body }) => {
    const p = applicant.get().pending;
    if (!p || p.email !== body.email.toLowerCase() || body.code !== MOCK_ACCOUNT.code)
      return formError(Messages.invalidCode, 500);
    applicant.set({ pending: null });
    return ok(
      {
        id: 5,
        name: p.name,
        username: p.name.split(' ')[0] ?? p.name,
        email: p.email,
        verified: 1,
        active: 0,
        store: { id: 91, name: p.store, slug: storeSlug(p.store), status: 0 },
      },
      SellerMessages.received,
    );
  }),
  ...mock(endpoints.adminSellers, ({ query }) => {
    const list = applications.get().filter((a) => !query.status || a.status === query.status);
    return ok(page(list.map(summary), list.length, 1, 25, 'admin/sellers'));
  }),
  ...mockRecord(endpoints.adminSeller, application, InboxMessages.applicationNotFound),
  ...mock(endpoints.adminSellerDecide, ({ body }) => {
    const a = application(body.application_id);
    if (!a) return notFound(InboxMessages.applicationNotFound);
    if (a.status !== 'pending') return formError(InboxMessages.alreadyDecided, 500);
    const before = { status: a.status, store_status: a.store?.status ?? null, reason: null };
    if (body.verdict === 'approve') {
      a.status = 'approved';
      if (a.store) a.store.status = 1;
    } else {
      a.status = 'rejected';
      a.reason = body.reason ?? null;
      a.store = null;
      a.store_slug = null;
    }
    a.audit.push(
      entry(a.audit.length + 1, `seller:${body.verdict}`, before, {
        status: a.status,
        store_status: a.store?.status ?? null,
        reason: a.reason,
      }),
    );
    return ok(
      { application_id: a.id, mailed: true },
      body.verdict === 'approve' ? InboxMessages.approved : InboxMessages.rejected,
    );
  }),
  ...mock(endpoints.adminSubscribers, () =>
    ok(page(subscribers, subscribers.length, 1, 50, 'admin/newsletter')),
  ),
  ...mock(endpoints.adminSubscribersExport, () => ok([...subscribers].reverse())),
  ...mock(endpoints.adminMessages, ({ query }) => {
    const list = messages
      .get()
      .filter(
        (m) => !query.status || (query.status === 'open' ? !m.handled_at : Boolean(m.handled_at)),
      );
    return ok(page(list.map(messageSummary), list.length, 1, 25, 'admin/contact'));
  }),
  ...mockRecord(endpoints.adminMessage, message, InboxMessages.messageNotFound),
  ...mock(endpoints.adminMessageHandled, ({ body }) => {
    const m = message(body.message_id);
    if (!m) return notFound(InboxMessages.messageNotFound);
    if (m.handled_at) return formError(InboxMessages.alreadyHandled, 500);
    m.handled_at = new Date().toISOString();
    m.handled_by = MOCK_ADMIN.name;
    m.audit.push(entry(m.audit.length + 1, 'contact:handled', { handled: 0 }, { handled: 1 }));
    return ok({ message_id: m.id }, InboxMessages.handled);
  }),
  ...mock(endpoints.adminSignIn, ({ body }) =>
    body.code === MOCK_SIGN_IN_CODE
      ? ok({ token: MOCK_ADMIN.token, expires_in: '2099-01-01T00:00:00.000Z' })
      : formError(InboxMessages.badLink, 500),
  ),
];
