// The background jobs as staff see them (issue 36, decision 140): the outbox's counts and the messages that
// keep failing (each can be sent again at once), and every job's last run, last success and failures in a row.
import { z, int, opt, str } from '../zod.ts';
import { defineEndpoint } from '../endpoint.ts';
import { positiveId } from './schemas.ts';

export const JobMessages = {
  retried: 'The message will be sent again now.',
  notFound: 'Message not found',
  notFailing: 'This message is not waiting to be sent again.',
} as const;

/** After this many failed runs in a row (or attempts of one message) the screen shows it as failing. */
export const FAILING_AFTER = 3;

const JobSchema = z.object({
  name: z.enum(['mail', 'payment_release']),
  last_run: opt(str),
  last_ok: opt(str),
  failures: int,
  last_error: opt(str),
});

const FailingMessageSchema = z.object({
  id: int,
  to: str,
  subject: str,
  status: z.enum(['pending', 'sending', 'failed']),
  attempts: int,
  last_error: opt(str),
  next_attempt: opt(str),
  created: str,
});

export const AdminJobsSchema = z.object({
  /** 1 when this API sends e-mail (SMTP configured), 0 when it only keeps the outbox. */
  smtp: int,
  outbox: z.object({ waiting: int, failing: int, failed: int, sent_today: int }),
  jobs: z.array(JobSchema),
  /** Up to 50 messages that failed at least once and are not sent yet, oldest first. */
  messages: z.array(FailingMessageSchema),
});

export const jobEndpoints = {
  adminJobs: defineEndpoint({
    method: 'GET',
    path: 'admin/jobs',
    auth: 'admin',
    summary:
      'The background jobs: the outbox’s counts, the messages that keep failing, each job’s last run and failures',
    data: AdminJobsSchema,
  }),
  adminJobsRetryMail: defineEndpoint({
    method: 'POST',
    path: 'admin/jobs/retry-mail',
    auth: 'admin',
    summary: 'Send a failing or given-up message again now (audited)',
    body: z.object({ message_id: positiveId('message_id') }),
    data: z.object({ message_id: int }),
  }),
};
