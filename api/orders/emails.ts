// Order e-mails through the outbox, in the buyer's language: the confirmation to the buyer and to each seller
// whose products are in the order (sent once per order however often a client calls send-order-email), and a
// notice to the buyer when the order moves along the tracker, is paid, its transfer is rejected, or it is cancelled.
// The texts: `orders` in locales/{lng}/email.json (api/mail/i18n.ts).
import { isLanguageCode } from '#contract/codes.ts';
import { formatMoney, type MoneySettings } from '#contract/money.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ShopLinks } from '../mail/identity.ts';
import type { Ctx } from '../lib/context.ts';
import { imageBaseOf, type FileStore } from '../lib/files/index.ts';
import { imgBase, nowOf, originOf } from '../lib/context.ts';
import type { Owner } from '../lib/auth.ts';
import { readSetting } from '../site/service.ts';
import { shopIdentity } from '../mail/identity.ts';
import { ownsOrder } from './service.ts';
import { addressView, orderLineRows } from './views.ts';
import { fill, render, type Line } from '../mail/render.ts';
import { mailTexts, type MailTexts } from '../mail/i18n.ts';

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
function pickupLines(
  products: Awaited<ReturnType<typeof orderLineRows>>,
  t: MailTexts['orders']['confirmation'],
): string[] {
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

/**
 * The public addresses of e-mails sent outside a request (the payment release job): images from the file
 * store's base (`files`; the local folder's /uploads/ on `publicUrl` when not given).
 */
export function linksFor(publicUrl: string, storefrontUrl: string, files?: FileStore): ShopLinks {
  return {
    images: files ? imageBaseOf(files, publicUrl) : `${publicUrl.replace(/\/+$/, '')}/uploads/`,
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
  const t = mailTexts(lang, 'orders').confirmation;
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
  | 'part_cancelled'
  | 'refunded';

/** One store's part the notice is about (issue 34): its lines only, the store named, the parcel's tracking. */
export type NoticePart = {
  storeId: number | null;
  store: string;
  carrier?: string | null;
  tracking?: string | null;
  reason?: string | null;
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
  part?: NoticePart,
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
  const t = mailTexts(lang, 'orders').notice;
  const shop = await shopIdentity(db, lang, links);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const url = `${links.storefront}${prefix}/track-order?code=${encodeURIComponent(order.order_code)}`;
  const what = t.status[kind];
  const products = (await orderLineRows(db, [order.id])).filter(
    (p) => !part || p.store_id === part.storeId,
  );
  const setting = await readSetting<MoneySettings>(db, 'setting');
  const about = part
    ? [
        fill(t.part.store, { store: part.store }),
        ...(part.carrier && part.tracking
          ? [fill(t.part.shipment, { carrier: part.carrier, tracking: part.tracking })]
          : []),
        ...(part.reason ? [fill(t.part.reason, { store: part.store, reason: part.reason })] : []),
      ]
    : [];
  await mail.send({
    to: buyer.email,
    ...render({
      lang,
      subject: fill(t.subject, {
        site: shop.name,
        code: order.order_code,
        what: what.replace(/\.$|。$|।$/, ''),
      }),
      paragraphs: [fill(t.greeting, { name: buyer.name }), what, ...about],
      lines: products.map((p) => mailLine(p, setting)),
      footer: [fill(t.follow, { url })],
      shop,
    }),
  });
  return true;
}
