// A newsletter to every subscriber (issue 35 item 6, decision 145): plain text as staff wrote it (escaped in
// the HTML, paragraphs kept), one outbox message per subscriber with their own unsubscribe link (a random token,
// never an id or address) and a List-Unsubscribe header. The form's one-time `send_key` is unique: a doubled
// submit (or two at once) finds the first newsletter and queues nothing again. The mail job sends them.
// The SMTP check sends one message straight through the configured server and reports its answer.
import type { Kysely } from 'kysely';
import { isLanguageCode, languageDir } from '#contract/codes.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../lib/auth.ts';
import type { ShopLinks } from '../mail/identity.ts';
import { shopIdentity } from '../mail/identity.ts';
import { mailTexts } from '../mail/i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import { enqueue } from '../mail/outbox.ts';
import { fill } from '../mail/render.ts';
import { ensureUnsubscribeTokens } from '../site/service.ts';
import { recordAudit } from './audit.ts';

type Db = Kysely<Database>;
type Admin = Pick<AuthUser, 'id' | 'name'>;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The link a subscriber unsubscribes with, in their language's storefront. */
const unsubscribeUrl = (links: ShopLinks, language: string | null, token: string) =>
  `${links.storefront}${language && language !== 'en' && isLanguageCode(language) ? `/${language}` : ''}/unsubscribe/${token}`;

function newsletterEmail(opts: {
  subject: string;
  body: string;
  lang: string;
  shop: { name: string; url: string };
  unsubscribe: string;
}) {
  const lang = isLanguageCode(opts.lang) ? opts.lang : 'en';
  const t = mailTexts(lang, 'newsletter');
  const reason = fill(t.reason, { site: opts.shop.name });
  const body = opts.body.replace(/\r\n?/g, '\n').trim();
  const text = [
    body,
    '',
    '—',
    reason,
    `${t.unsubscribe}: ${opts.unsubscribe}`,
    '',
    `${opts.shop.name} — ${opts.shop.url}`,
  ].join('\n');
  const dir = languageDir(lang);
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(opts.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p><a href="${escape(opts.shop.url)}"><strong>${escape(opts.shop.name)}</strong></a></p>
${paragraphs}
<hr>
<p style="font-size:12px;color:#475569">${escape(reason)} <a href="${escape(opts.unsubscribe)}">${escape(t.unsubscribe)}</a></p>
</body></html>`;
  return { subject: opts.subject, text, html };
}

export type SendResult =
  { ok: true; newsletterId: number; recipients: number } | { ok: false; why: 'empty' };

/** Queues the newsletter once per send_key; a repeated key answers the first one's result. */
export async function sendNewsletter(
  d: { db: Db; links: ShopLinks; now: Date },
  admin: Admin,
  body: { send_key: string; subject: string; body: string },
): Promise<SendResult> {
  const at = d.now.toISOString();
  const shops = new Map<string, { name: string; url: string }>();
  return d.db.transaction().execute(async (trx): Promise<SendResult> => {
    // Read through the transaction: SQLite has one connection, which the transaction holds.
    const shopIn = async (lang: string) => {
      let s = shops.get(lang);
      if (!s) shops.set(lang, (s = await shopIdentity(trx, lang, d.links)));
      return s;
    };
    const inserted = await trx
      .insertInto('newsletters')
      .values({
        send_key: body.send_key,
        subject: body.subject,
        body: body.body,
        admin_id: admin.id,
        created_at: at,
      })
      .onConflict((oc) => oc.column('send_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('newsletters')
        .select(['id', 'recipients'])
        .where('send_key', '=', body.send_key)
        .executeTakeFirstOrThrow();
      return { ok: true, newsletterId: first.id, recipients: first.recipients };
    }
    await ensureUnsubscribeTokens(trx);
    const subscribers = await trx
      .selectFrom('newsletter_subscribers')
      .select(['email', 'language', 'unsubscribe_token'])
      .orderBy('id')
      .execute();
    if (!subscribers.length) {
      await trx.deleteFrom('newsletters').where('id', '=', inserted.id).execute();
      return { ok: false, why: 'empty' };
    }
    for (const s of subscribers) {
      const lang = s.language && isLanguageCode(s.language) ? s.language : 'en';
      const url = unsubscribeUrl(d.links, lang, s.unsubscribe_token!);
      const msg = newsletterEmail({
        subject: body.subject,
        body: body.body,
        lang,
        shop: await shopIn(lang),
        unsubscribe: url,
      });
      await enqueue(
        trx,
        { to: s.email, ...msg, headers: { 'List-Unsubscribe': `<${url}>` } },
        d.now,
      );
    }
    await trx
      .updateTable('newsletters')
      .set({ recipients: subscribers.length })
      .where('id', '=', inserted.id)
      .execute();
    await recordAudit(
      trx,
      admin,
      'newsletter:send',
      { subject: 'newsletter', subject_id: inserted.id },
      {},
      { subject: body.subject, recipients: subscribers.length },
      d.now,
    );
    return { ok: true, newsletterId: inserted.id, recipients: subscribers.length };
  });
}

/** A test message straight through SMTP (not the outbox), audited with its outcome. */
export async function sendTestMessage(
  d: { db: Db; mail: Mailer | null; links: ShopLinks; now: Date },
  admin: Admin,
  to: string,
) {
  if (!d.mail?.configured) return null;
  const shop = await shopIdentity(d.db, 'en', d.links);
  const t = mailTexts('en', 'newsletter');
  const subject = fill(t.testSubject, { site: shop.name });
  const text = fill(t.testBody, { site: shop.name });
  const r = await d.mail.sendTest({ to, subject, text, html: `<p>${escape(text)}</p>` });
  await recordAudit(
    d.db,
    admin,
    'mail:test',
    { subject: 'mail', subject_id: null },
    {},
    { to, ok: Boolean(r?.ok), ...(r && !r.ok ? { error: r.error } : {}) },
    d.now,
  );
  return r;
}
