// The seller application's e-mails through the outbox, in the applicant's language (the language they applied
// in): approved (the store is live, with its address), rejected (with the administrator's reason), and the
// notice an applicant gets when someone applies again with their address (applying never tells who applied).
// The texts: `sellers` in locales/{lng}/email.json (api/mail/i18n.ts).
import { isLanguageCode } from '#contract/codes.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { shopIdentity, type ShopLinks } from '../mail/identity.ts';
import { fill, render } from '../mail/render.ts';
import { mailTexts } from '../mail/i18n.ts';

export type SellerMail =
  { kind: 'approved'; slug: string } | { kind: 'rejected'; reason: string } | { kind: 'again' };

/** E-mails an applicant; false when there is no mailer. */
export async function sendSellerMail(
  db: Kysely<Database>,
  mail: Mailer | null,
  links: ShopLinks,
  to: { email: string; name: string; store: string; language: string | null },
  what: SellerMail,
): Promise<boolean> {
  if (!mail) return false;
  const lang = to.language && isLanguageCode(to.language) ? to.language : 'en';
  const t = mailTexts(lang, 'sellers');
  const shop = await shopIdentity(db, lang, links);
  const v = { site: shop.name, name: to.name, store: to.store };
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const paragraphs = [fill(t.greeting, v)];
  let subject: string;
  if (what.kind === 'approved') {
    subject = fill(t.approvedSubject, v);
    paragraphs.push(
      fill(t.approved, v),
      fill(t.storeAt, {
        url: `${links.storefront}${prefix}/shop/${encodeURIComponent(what.slug)}`,
      }),
    );
  } else if (what.kind === 'rejected') {
    subject = fill(t.rejectedSubject, v);
    paragraphs.push(fill(t.rejected, v), fill(t.reason, { reason: what.reason }));
  } else {
    subject = fill(t.againSubject, v);
    paragraphs.push(fill(t.again, v));
  }
  await mail.send({
    to: to.email,
    ...render({ lang, subject, paragraphs, lines: [], footer: [], shop }),
  });
  return true;
}
