// Order e-mails through the outbox, in the buyer's language: the confirmation to the buyer and to each seller
// whose products are in the order (sent once per order however often a client calls send-order-email), and a
// notice to the buyer when the order moves along the tracker, is paid, its transfer is rejected, or it is cancelled.
import { isLanguageCode } from '#contract/codes.ts';
import { formatMoney, type MoneySettings } from '#contract/money.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import type { Ctx } from '../lib/context.ts';
import { imgBase, nowOf, originOf } from '../lib/context.ts';
import type { Owner } from '../lib/auth.ts';
import { readSetting } from '../site/service.ts';
import { shopIdentity } from '../mail/identity.ts';
import { ownsOrder } from './service.ts';
import { addressView, orderLineRows } from './views.ts';
import { fill, render, type Line } from '../mail/render.ts';

type Texts = {
  buyerSubject: string;
  sellerSubject: string;
  greeting: string;
  buyerIntro: string;
  sellerIntro: string;
  tracking: string;
  total: string;
  shipTo: string;
  trackHint: string;
  pickupAt: string;
  test: string;
};

const TEXTS: Record<string, Texts> = {
  en: {
    buyerSubject: '{site}: your order {code}',
    sellerSubject: '{site}: new order {code} for {store}',
    greeting: 'Hello {name},',
    buyerIntro: 'Thank you for your order. We will let you know as it moves along.',
    sellerIntro: 'A shopper ordered these products from {store}:',
    tracking: 'Tracking code',
    total: 'Total',
    shipTo: 'Ship to',
    trackHint: 'Follow your order at {url} with the tracking code.',
    pickupAt: 'Pick up {title} at',
    test: 'TEST ORDER: paid in a payment sandbox, no money was taken.',
  },
  fr: {
    buyerSubject: '{site} : votre commande {code}',
    sellerSubject: '{site} : nouvelle commande {code} pour {store}',
    greeting: 'Bonjour {name},',
    buyerIntro: 'Merci pour votre commande. Nous vous tiendrons informé de son avancement.',
    sellerIntro: 'Un client a commandé ces produits chez {store} :',
    tracking: 'Code de suivi',
    total: 'Total',
    shipTo: 'Livrer à',
    trackHint: 'Suivez votre commande sur {url} avec le code de suivi.',
    pickupAt: 'Retirez {title} à',
    test: 'COMMANDE DE TEST : payée dans un bac à sable de paiement, aucun argent n’a été prélevé.',
  },
  ar: {
    buyerSubject: '{site}: طلبك {code}',
    sellerSubject: '{site}: طلب جديد {code} لمتجر {store}',
    greeting: 'مرحبًا {name}،',
    buyerIntro: 'شكرًا لطلبك. سنعلمك بكل مرحلة من مراحله.',
    sellerIntro: 'طلب أحد المتسوقين هذه المنتجات من {store}:',
    tracking: 'رمز التتبع',
    total: 'الإجمالي',
    shipTo: 'الشحن إلى',
    trackHint: 'تابع طلبك على {url} باستخدام رمز التتبع.',
    pickupAt: 'استلم {title} من',
    test: 'طلب اختباري: دُفع في بيئة دفع تجريبية، ولم تُقتطع أي أموال.',
  },
  tr: {
    buyerSubject: '{site}: {code} numaralı siparişiniz',
    sellerSubject: '{site}: {store} için yeni sipariş {code}',
    greeting: 'Merhaba {name},',
    buyerIntro: 'Siparişiniz için teşekkür ederiz. Her adımda sizi bilgilendireceğiz.',
    sellerIntro: 'Bir müşteri {store} mağazasından şu ürünleri sipariş etti:',
    tracking: 'Takip kodu',
    total: 'Toplam',
    shipTo: 'Teslimat adresi',
    trackHint: 'Siparişinizi {url} adresinde takip kodu ile izleyin.',
    pickupAt: '{title} ürününü şuradan teslim alın:',
    test: 'TEST SİPARİŞİ: deneme ödeme ortamında ödendi, para çekilmedi.',
  },
  hi: {
    buyerSubject: '{site}: आपका ऑर्डर {code}',
    sellerSubject: '{site}: {store} के लिए नया ऑर्डर {code}',
    greeting: 'नमस्ते {name},',
    buyerIntro: 'आपके ऑर्डर के लिए धन्यवाद। हर चरण पर हम आपको सूचित करेंगे।',
    sellerIntro: 'एक ग्राहक ने {store} से ये उत्पाद ऑर्डर किए:',
    tracking: 'ट्रैकिंग कोड',
    total: 'कुल',
    shipTo: 'यहाँ भेजें',
    trackHint: '{url} पर ट्रैकिंग कोड से अपना ऑर्डर देखें।',
    pickupAt: '{title} यहाँ से लें:',
    test: 'टेस्ट ऑर्डर: पेमेंट सैंडबॉक्स में भुगतान हुआ, कोई पैसा नहीं लिया गया।',
  },
};

/** An ordered line as an e-mail lists it: what the buyer pays for it, bundle-free units only. */
const mailLine = (
  p: { title: string; quantity: number; selling: number; bundle_offer: number },
  setting: MoneySettings,
): Line => ({
  title: p.title,
  quantity: p.quantity,
  amount: formatMoney(p.selling * (p.quantity - p.bundle_offer), setting),
});

/** Where each line to be picked up is waiting (issue 37 item 5): one line per pickup line. */
function pickupLines(products: Awaited<ReturnType<typeof orderLineRows>>, t: Texts): string[] {
  return products
    .filter((p) => p.shipping_type === 2 && p.pickup_address_line_1)
    .map(
      (p) =>
        `${fill(t.pickupAt, { title: p.title })} ${[
          p.pickup_address_line_1,
          p.pickup_address_line_2,
          p.pickup_city,
          p.pickup_state,
          p.pickup_zip,
          p.pickup_phone,
        ]
          .filter(Boolean)
          .join(', ')}`,
    );
}

/** The public addresses of e-mails sent outside a request (the payment release job). */
export function linksFor(publicUrl: string, storefrontUrl: string): ShopLinks {
  return {
    images: `${publicUrl.replace(/\/+$/, '')}/uploads/`,
    storefront: storefrontUrl.replace(/\/+$/, ''),
  };
}

/** The public addresses of a request's e-mails: images and the storefront (from configuration when set). */
export function linksOf(c: Ctx): ShopLinks {
  const { storefrontUrl } = c.get('deps');
  return {
    images: imgBase(c),
    storefront: (storefrontUrl ?? originOf(c)).replace(/\/+$/, ''),
  };
}

/** Sends the confirmation once (claimed by a conditional update); false when the order is not the caller's. */
export async function sendOrderConfirmation(c: Ctx, owner: Owner, id: number): Promise<boolean> {
  const { db, mail } = c.get('deps');
  return confirmOrder({ db, mail }, linksOf(c), owner, id, nowOf(c));
}

/** The confirmation without a request (a provider's notification marked the order paid): once, as above. */
export async function confirmOrder(
  deps: { db: Kysely<Database>; mail?: Mailer },
  links: ShopLinks,
  owner: Owner,
  id: number,
  now: Date,
): Promise<boolean> {
  const { db, mail } = deps;
  const order = await ownsOrder(db, owner, id);
  if (!order) return false;
  const claimed = await db
    .updateTable('orders')
    .set({ confirmation_sent_at: now.toISOString() })
    .where('id', '=', order.id)
    .where('confirmation_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1 || !mail) return true;
  const row = await db
    .selectFrom('orders')
    .select(['language', 'test_payment'])
    .where('id', '=', order.id)
    .executeTakeFirst();
  // Paid in a local sandbox: everyone it is sent to reads that no money moved (decision 132).
  const test = row?.test_payment === 1;
  const lang = row?.language && isLanguageCode(row.language) ? row.language : 'en';
  const t = TEXTS[lang] ?? TEXTS.en!;
  const shop = await shopIdentity(db, lang, links);
  const setting = await readSetting<MoneySettings>(db, 'setting');
  const money = (minor: number) => formatMoney(minor, setting);
  const products = await orderLineRows(db, [order.id]);
  const lineOf = (p: (typeof products)[number]) => mailLine(p, setting);
  const address = addressView(order);
  const values = { site: shop.name, code: order.order_code, name: address?.name ?? '' };
  const buyer = address?.email;
  if (buyer)
    await mail.send({
      to: buyer,
      ...render({
        lang,
        subject: fill(t.buyerSubject, values),
        paragraphs: [
          ...(test ? [t.test] : []),
          fill(t.greeting, values),
          t.buyerIntro,
          `${t.tracking}: ${order.order_code}`,
        ],
        lines: products.map(lineOf),
        footer: [
          `${t.total}: ${money(order.total_amount)}`,
          ...pickupLines(products, t),
          `${t.shipTo}: ${[address.name, address.address_1, address.city, address.state, address.country].filter(Boolean).join(', ')}`,
          fill(t.trackHint, { url: `${shop.url.replace(/\/$/, '')}/track-order` }),
        ],
        shop,
      }),
    });
  const bySeller = new Map<string, { store: string; lines: Line[] }>();
  for (const p of products) {
    if (!p.seller_email) continue;
    const entry = bySeller.get(p.seller_email) ?? { store: p.store_name ?? '', lines: [] };
    entry.lines.push(lineOf(p));
    bySeller.set(p.seller_email, entry);
  }
  for (const [to, { store, lines }] of bySeller)
    await mail.send({
      to,
      ...render({
        lang,
        subject: fill(t.sellerSubject, { ...values, store }),
        paragraphs: [
          ...(test ? [t.test] : []),
          fill(t.sellerIntro, { store }),
          `${t.tracking}: ${order.order_code}`,
        ],
        lines,
        footer: [],
        shop,
      }),
    });
  return true;
}

/** What happened to an order, as the buyer is told. */
export type NoticeKind =
  | 'confirmed'
  | 'picked_up'
  | 'on_the_way'
  | 'delivered'
  | 'paid'
  | 'payment_rejected'
  | 'cancelled'
  | 'refunded';

type NoticeTexts = {
  subject: string;
  greeting: string;
  follow: string;
  status: Record<NoticeKind, string>;
};

const NOTICE: Record<string, NoticeTexts> = {
  en: {
    subject: '{site}: order {code} — {what}',
    greeting: 'Hello {name},',
    follow: 'Follow your order: {url}',
    status: {
      confirmed: 'Your order has been confirmed.',
      picked_up: 'Your order has been picked up.',
      on_the_way: 'Your order is on the way.',
      delivered: 'Your order has been delivered.',
      paid: 'We have received your bank transfer. Your order is paid.',
      payment_rejected:
        'We could not verify your bank transfer. Please check the reference and submit it again.',
      cancelled: 'Your order has been cancelled.',
      refunded: 'Your order has been refunded.',
    },
  },
  fr: {
    subject: '{site} : commande {code} — {what}',
    greeting: 'Bonjour {name},',
    follow: 'Suivez votre commande : {url}',
    status: {
      confirmed: 'Votre commande a été confirmée.',
      picked_up: 'Votre commande a été prise en charge par le transporteur.',
      on_the_way: 'Votre commande est en route.',
      delivered: 'Votre commande a été livrée.',
      paid: 'Nous avons reçu votre virement. Votre commande est payée.',
      payment_rejected:
        'Nous n’avons pas pu vérifier votre virement. Vérifiez la référence et envoyez-la de nouveau.',
      cancelled: 'Votre commande a été annulée.',
      refunded: 'Votre commande a été remboursée.',
    },
  },
  ar: {
    subject: '{site}: الطلب {code} — {what}',
    greeting: 'مرحبًا {name}،',
    follow: 'تابع طلبك: {url}',
    status: {
      confirmed: 'تم تأكيد طلبك.',
      picked_up: 'تم استلام طلبك من قبل شركة الشحن.',
      on_the_way: 'طلبك في الطريق إليك.',
      delivered: 'تم تسليم طلبك.',
      paid: 'استلمنا تحويلك المصرفي. تم دفع طلبك.',
      payment_rejected: 'تعذر علينا التحقق من تحويلك المصرفي. يرجى مراجعة المرجع وإرساله مرة أخرى.',
      cancelled: 'تم إلغاء طلبك.',
      refunded: 'تم استرداد مبلغ طلبك.',
    },
  },
  tr: {
    subject: '{site}: {code} numaralı sipariş — {what}',
    greeting: 'Merhaba {name},',
    follow: 'Siparişinizi takip edin: {url}',
    status: {
      confirmed: 'Siparişiniz onaylandı.',
      picked_up: 'Siparişiniz kargoya teslim edildi.',
      on_the_way: 'Siparişiniz yolda.',
      delivered: 'Siparişiniz teslim edildi.',
      paid: 'Havalenizi aldık. Siparişinizin ödemesi tamamlandı.',
      payment_rejected:
        'Havalenizi doğrulayamadık. Lütfen referansı kontrol edip yeniden gönderin.',
      cancelled: 'Siparişiniz iptal edildi.',
      refunded: 'Siparişinizin ücreti iade edildi.',
    },
  },
  hi: {
    subject: '{site}: ऑर्डर {code} — {what}',
    greeting: 'नमस्ते {name},',
    follow: 'अपना ऑर्डर देखें: {url}',
    status: {
      confirmed: 'आपके ऑर्डर की पुष्टि हो गई है।',
      picked_up: 'आपका ऑर्डर पिक अप हो गया है।',
      on_the_way: 'आपका ऑर्डर रास्ते में है।',
      delivered: 'आपका ऑर्डर डिलीवर हो गया है।',
      paid: 'हमें आपका बैंक ट्रांसफ़र मिल गया है। आपके ऑर्डर का भुगतान हो गया है।',
      payment_rejected: 'हम आपके बैंक ट्रांसफ़र की पुष्टि नहीं कर सके। कृपया संदर्भ जाँचें और फिर से भेजें।',
      cancelled: 'आपका ऑर्डर रद्द कर दिया गया है।',
      refunded: 'आपके ऑर्डर की राशि वापस कर दी गई है।',
    },
  },
};

/** The buyer's address: the ship-to e-mail of the order, else the account's. */
async function buyerOf(
  db: Kysely<Database>,
  order: { user_id: number | null; address_snapshot: string | null },
) {
  const snapshot = addressView(order);
  if (snapshot?.email) return { email: snapshot.email, name: snapshot.name };
  if (order.user_id == null) return null;
  const u = await db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  return u?.email ? { email: u.email, name: snapshot?.name ?? u.name ?? '' } : null;
}

/**
 * Tells the buyer what happened to their order, in the language they ordered in, with a link to follow it
 * (`/track-order?code=…`, the tracking-code link of the issue). False when there is nobody to tell.
 */
export async function sendOrderNotice(
  db: Kysely<Database>,
  mail: Mailer,
  links: ShopLinks,
  id: number,
  kind: NoticeKind,
): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_code', 'user_id', 'address_snapshot', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) return false;
  const buyer = await buyerOf(db, order);
  if (!buyer) return false;
  const lang = order.language && isLanguageCode(order.language) ? order.language : 'en';
  const t = NOTICE[lang] ?? NOTICE.en!;
  const shop = await shopIdentity(db, lang, links);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const url = `${links.storefront}${prefix}/track-order?code=${encodeURIComponent(order.order_code)}`;
  const what = t.status[kind];
  const products = await orderLineRows(db, [order.id]);
  const setting = await readSetting<MoneySettings>(db, 'setting');
  await mail.send({
    to: buyer.email,
    ...render({
      lang,
      subject: fill(t.subject, {
        site: shop.name,
        code: order.order_code,
        what: what.replace(/\.$|。$|।$/, ''),
      }),
      paragraphs: [fill(t.greeting, { name: buyer.name }), what],
      lines: products.map((p) => mailLine(p, setting)),
      footer: [fill(t.follow, { url })],
      shop,
    }),
  });
  return true;
}
