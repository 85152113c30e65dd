// The seller application's e-mails through the outbox, in the applicant's language (the language they applied
// in): approved (the store is live, with its address), rejected (with the administrator's reason), and the
// notice an applicant gets when someone applies again with their address (applying never tells who applied).
import { isLanguageCode } from '#contract/codes.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { shopIdentity, type ShopLinks } from '../mail/identity.ts';
import { render } from '../mail/render.ts';

type Texts = {
  greeting: string;
  approvedSubject: string;
  approved: string;
  storeAt: string;
  rejectedSubject: string;
  rejected: string;
  reason: string;
  againSubject: string;
  again: string;
};

const TEXTS: Record<string, Texts> = {
  en: {
    greeting: 'Hello {name},',
    approvedSubject: '{site}: your store {store} is open',
    approved:
      'Good news: your application to sell on {site} is approved and your store {store} is live.',
    storeAt: 'Your store: {url}',
    rejectedSubject: '{site}: your seller application',
    rejected:
      'We are sorry: your application to open the store {store} on {site} was not approved.',
    reason: 'Reason: {reason}',
    againSubject: '{site}: someone applied to sell with your address',
    again:
      'Someone applied to sell on {site} with this e-mail address, which has already applied. Nothing has changed; if this was not you, you can ignore this e-mail.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    approvedSubject: '{site} : votre boutique {store} est ouverte',
    approved:
      'Bonne nouvelle : votre demande pour vendre sur {site} est acceptée et votre boutique {store} est en ligne.',
    storeAt: 'Votre boutique : {url}',
    rejectedSubject: '{site} : votre demande de vendeur',
    rejected:
      'Nous sommes désolés : votre demande d’ouverture de la boutique {store} sur {site} n’a pas été acceptée.',
    reason: 'Motif : {reason}',
    againSubject: '{site} : une demande de vendeur avec votre adresse',
    again:
      'Quelqu’un a demandé à vendre sur {site} avec cette adresse e-mail, qui a déjà fait une demande. Rien n’a changé ; si ce n’était pas vous, ignorez cet e-mail.',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    approvedSubject: '{site}: متجرك {store} مفتوح الآن',
    approved: 'خبر سار: تمت الموافقة على طلبك للبيع في {site} وأصبح متجرك {store} متاحًا.',
    storeAt: 'متجرك: {url}',
    rejectedSubject: '{site}: طلب البائع الخاص بك',
    rejected: 'نأسف: لم تتم الموافقة على طلبك لفتح المتجر {store} في {site}.',
    reason: 'السبب: {reason}',
    againSubject: '{site}: طلب بيع جديد بعنوانك',
    again:
      'قدّم أحدهم طلبًا للبيع في {site} بهذا البريد الإلكتروني الذي سبق أن قدّم طلبًا. لم يتغير شيء؛ إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
  },
  tr: {
    greeting: 'Merhaba {name},',
    approvedSubject: '{site}: {store} mağazanız açıldı',
    approved:
      'Güzel haber: {site} üzerinde satış başvurunuz onaylandı ve {store} mağazanız yayında.',
    storeAt: 'Mağazanız: {url}',
    rejectedSubject: '{site}: satıcı başvurunuz',
    rejected: 'Üzgünüz: {site} üzerinde {store} mağazasını açma başvurunuz onaylanmadı.',
    reason: 'Gerekçe: {reason}',
    againSubject: '{site}: adresinizle satıcı başvurusu yapıldı',
    again:
      'Birisi, daha önce başvuru yapmış olan bu e-posta adresiyle {site} üzerinde satış başvurusu yaptı. Hiçbir şey değişmedi; bu siz değilseniz bu e-postayı yok sayabilirsiniz.',
  },
  hi: {
    greeting: 'नमस्ते {name},',
    approvedSubject: '{site}: आपका स्टोर {store} खुल गया है',
    approved: 'खुशखबरी: {site} पर बेचने का आपका आवेदन स्वीकृत हो गया है और आपका स्टोर {store} लाइव है।',
    storeAt: 'आपका स्टोर: {url}',
    rejectedSubject: '{site}: आपका विक्रेता आवेदन',
    rejected: 'हमें खेद है: {site} पर स्टोर {store} खोलने का आपका आवेदन स्वीकृत नहीं हुआ।',
    reason: 'कारण: {reason}',
    againSubject: '{site}: आपके पते से विक्रेता आवेदन',
    again:
      'किसी ने {site} पर इस ई-मेल पते से बेचने का आवेदन किया, जिससे पहले ही आवेदन हो चुका है। कुछ नहीं बदला; अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें।',
  },
};

const fill = (t: string, v: Record<string, string>) =>
  t.replace(/\{(\w+)\}/g, (_m, k: string) => v[k] ?? '');

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
  const lang =
    to.language && isLanguageCode(to.language) && TEXTS[to.language] ? to.language : 'en';
  const t = TEXTS[lang]!;
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
