// The admin area's seller applications, newsletter and contact messages (issue 17): the reject form's schema
// and messages, the API's inbox messages in the admin's language, the list filters, and the CSV export made
// safe for spreadsheets (a cell starting with = + - @, tab or carriage return is read as text, not a formula).
import { z } from '#contract/zod.ts';
import { InboxMessages } from '#contract/admin/inbox.ts';
import { text } from '#contract/admin/schemas.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';
import { knownMessages } from '#app/lib/known-messages.ts';

export const APPLICATION_FILTERS = ['pending', 'approved', 'rejected'] as const;
export const MESSAGE_FILTERS = ['open', 'handled'] as const;

export const RejectFormSchema = z.object({ reason: text('reason', 2000) });

export const ADMIN_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `admin:fields.${field}`,
};

/** Our API's inbox messages translated; another backend's text as it came. */
export const inboxMessage = knownMessages({
  [InboxMessages.applicationNotFound]: 'admin:inbox.applicationNotFound',
  [InboxMessages.messageNotFound]: 'admin:inbox.messageNotFound',
  [InboxMessages.alreadyDecided]: 'admin:inbox.alreadyDecided',
  [InboxMessages.notVerified]: 'admin:inbox.notVerified',
  [InboxMessages.storeTaken]: 'admin:inbox.storeTaken',
  [InboxMessages.alreadyHandled]: 'admin:inbox.alreadyHandled',
  [InboxMessages.badLink]: 'admin:inbox.badLink',
});

/** One CSV cell (RFC 4180), neutralised against formula injection (OWASP: prefix with a quote). */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRows = (rows: unknown[][]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
