// The background jobs of the mock API (issue 36): the outbox with one message that keeps failing (SMTP refused
// it three times) and one given up, the mail job failing its last runs, the payment release running fine.
// "Send again" makes a failing message due once.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { JobMessages } from '#contract/admin/jobs.ts';
import { mockCell } from './identity.ts';
import { mock, type Fixture } from './mock.ts';

type Jobs = Fixture<'adminJobs'>;
const AT = '2026-11-30T09:00:00.000Z';
const state = mockCell((): Jobs => ({
  smtp: 1,
  outbox: { waiting: 2, failing: 1, failed: 1, sent_today: 14 },
  jobs: [
    {
      name: 'mail',
      last_run: AT,
      last_ok: '2026-11-30T08:40:00.000Z',
      failures: 4,
      last_error: 'connect ECONNREFUSED 10.0.0.5:587',
    },
    { name: 'payment_release', last_run: AT, last_ok: AT, failures: 0, last_error: null },
  ],
  messages: [
    {
      id: 41,
      to: 'ada@example.com',
      subject: 'Your order BZ0000041 is on the way',
      status: 'pending',
      attempts: 3,
      last_error: 'connect ECONNREFUSED 10.0.0.5:587',
      next_attempt: '2026-11-30T09:05:00.000Z',
      created: '2026-11-30T08:50:00.000Z',
    },
    {
      id: 12,
      to: 'lin@example.com',
      subject: 'Your verification code',
      status: 'failed',
      attempts: 50,
      last_error: '550 mailbox unavailable',
      next_attempt: null,
      created: '2026-11-20T10:00:00.000Z',
    },
  ],
}));

export const jobHandlers = [
  ...mock(endpoints.adminJobs, () => ok(state.get())),
  ...mock(endpoints.adminJobsRetryMail, ({ body }) => {
    const m = state.get().messages.find((x) => x.id === body.message_id);
    if (!m) return notFound(JobMessages.notFound);
    if (m.status === 'sending') return formError(JobMessages.notFailing, 500);
    m.status = 'pending';
    m.next_attempt = new Date().toISOString();
    return ok({ message_id: m.id }, JobMessages.retried);
  }),
];
