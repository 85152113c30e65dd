// The e-mails of a store's payouts through the outbox, in the seller's language (their account's, else the
// shop's default): a withdrawal approved, rejected (with staff's reason, the amount credited back) or paid
// (with the transfer's reference), and the store suspended (with the reason) or reinstated. The texts:
// `earnings` in locales/{lng}/email.json.
import type { Kysely } from 'kysely';
import { isLanguageCode } from '#contract/codes.ts';
import { formatMoney, type MoneySettings } from '#contract/money.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { shopIdentity, type ShopLinks } from '../mail/identity.ts';
import { fill, render } from '../mail/render.ts';
import { mailTexts } from '../mail/i18n.ts';
import { readSetting } from '../site/service.ts';

export type PayoutMail =
  | { kind: 'approved' | 'rejected' | 'paid'; amount: number; reason?: string; reference?: string }
  | { kind: 'suspended'; reason: string }
  | { kind: 'reinstated' };

export type MailDeps = { db: Kysely<Database>; mail: Mailer | null; links: ShopLinks };

/** E-mails the owner of `storeId`; false when there is no mailer or the store has no owner. */
export async function sendPayoutMail(
  deps: MailDeps,
  storeId: number,
  what: PayoutMail,
): Promise<boolean> {
  const { db, mail, links } = deps;
  if (!mail) return false;
  const owner = await db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.name as store', 'u.name', 'u.email', 'u.language'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!owner) return false;
  const lang = owner.language && isLanguageCode(owner.language) ? owner.language : 'en';
  const t = mailTexts(lang, 'earnings');
  const shop = await shopIdentity(db, lang, links);
  const setting = await readSetting<MoneySettings>(db, 'setting');
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const v = {
    site: shop.name,
    name: owner.name,
    store: owner.store,
    amount: 'amount' in what ? formatMoney(what.amount, setting) : '',
  };
  const paragraphs = [fill(t.greeting, v)];
  let subject: string;
  if (what.kind === 'suspended' || what.kind === 'reinstated') {
    subject = fill(what.kind === 'suspended' ? t.suspendedSubject : t.reinstatedSubject, v);
    paragraphs.push(fill(what.kind === 'suspended' ? t.suspended : t.reinstated, v));
    if (what.kind === 'suspended') paragraphs.push(fill(t.reason, { reason: what.reason }));
  } else {
    subject = fill(t[`${what.kind}Subject`], v);
    paragraphs.push(fill(t[what.kind], v));
    if (what.reason) paragraphs.push(fill(t.reason, { reason: what.reason }));
    if (what.reference) paragraphs.push(fill(t.reference, { reference: what.reference }));
    paragraphs.push(fill(t.payoutsAt, { url: `${links.storefront}${prefix}/seller/payouts` }));
  }
  await mail.send({
    to: owner.email,
    ...render({ lang, subject, paragraphs, lines: [], footer: [], shop }),
  });
  return true;
}
