// The people screens' server side (issue 35 item 6): the API's messages in the admin's language (the SMTP
// server's own error kept as it came), a list's search and filters read from the URL, the newsletter's action.
import { data, type AppLoadContext } from '@remix-run/node';
import type { TFunction } from 'i18next';
import {
  NEWSLETTER_BODY_MAX,
  PeopleMessages,
  SendKeySchema,
  peopleEndpoints,
} from '#contract/admin/people.ts';
import { EmailSchema } from '#contract/site/newsletter.ts';
import { adminForm, adminOutcome } from '#app/lib/admin.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';

const KEYS = Object.fromEntries(
  Object.entries(PeopleMessages).map(([k, m]) => [m, `people:api.${k}`]),
) as Record<string, string>;

/** An API message of the people endpoints translated; "refused: {server's error}" keeps the error. */
export function peopleMessage(t: TFunction, message: string): string {
  if (message.startsWith(`${PeopleMessages.testFailed} `))
    return t('people:api.testFailedWith', {
      error: message.slice(PeopleMessages.testFailed.length + 1),
    });
  const key = KEYS[message];
  return key ? t(key) : message;
}

/** `?q=` (trimmed, at most 100 characters), a filter when it is one of `values`, and `?page=`. */
export function listQuery<const F extends Record<string, readonly string[]>>(url: URL, filters: F) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const chosen = {} as { [K in keyof F]: F[K][number] | '' };
  for (const [name, values] of Object.entries(filters)) {
    const v = url.searchParams.get(name) ?? '';
    (chosen as Record<string, string>)[name] = values.includes(v) ? v : '';
  }
  const page = String(Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1)));
  return { q, ...chosen, page };
}

/** What a newsletter form sent back: the field errors, with what was typed. */
export type NewsletterFailure = {
  form: 'send' | 'test';
  errors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * `/admin/newsletter`'s action: "send" queues the newsletter (subject and body required; the form's one-time
 * key makes a doubled submit send once), "test" sends a test message through SMTP to the given address. A
 * missing field answers the form again with what was typed; the API's answer is a toast.
 */
export async function newsletterAction(request: Request, context: AppLoadContext) {
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'send' && intent !== 'test')
    throw new Response('Unknown action.', { status: 400 });
  const t = await requestT(request);
  const field = (name: string) => String(formData.get(name) ?? '').trim();
  const back = localizePath('/admin/newsletter', languageFromPath(new URL(request.url).pathname));
  const api = shopApiFor(request, context, { token });
  if (intent === 'test') {
    const to = field('to');
    if (!EmailSchema.safeParse(to).success)
      return data<NewsletterFailure>(
        { form: 'test', errors: { to: t('people:newsletter.badAddress') }, values: { to } },
        { status: 400 },
      );
    const r = await api.call(peopleEndpoints.adminMailTest, { body: { to } });
    return adminOutcome(request, back, r, peopleMessage, t, 'people:newsletter.testSent');
  }
  const values = { subject: field('subject'), body: field('body'), send_key: field('send_key') };
  const errors: Record<string, string> = {};
  if (!values.subject) errors.subject = t('people:newsletter.subjectRequired');
  else if (values.subject.length > 200) errors.subject = t('people:newsletter.subjectLong');
  if (!values.body) errors.body = t('people:newsletter.bodyRequired');
  else if (values.body.length > NEWSLETTER_BODY_MAX) errors.body = t('people:newsletter.bodyLong');
  const key = SendKeySchema.safeParse(values.send_key);
  if (!key.success) throw new Response('Unknown action.', { status: 400 });
  if (Object.keys(errors).length)
    return data<NewsletterFailure>({ form: 'send', errors, values }, { status: 400 });
  const r = await api.call(peopleEndpoints.adminNewsletterSend, {
    body: { send_key: key.data, subject: values.subject, body: values.body },
  });
  return adminOutcome(request, back, r, peopleMessage, t, 'people:newsletter.queued');
}
