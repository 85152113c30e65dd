// The shop's order operations (issue 15, `npm run orders`), on SQLite and PostgreSQL: the tracker only moves
// forward and never for a cancelled order, a bank transfer is confirmed or rejected once its reference is in,
// two operators never both win, and the buyer is e-mailed in the language they ordered in (also on
// cancellation). The command itself: usage errors and its one-line answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApi } from '../app.ts';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../db/test-db.ts';
import {
  apiOver,
  callApi,
  guestCancels,
  guestOrder,
  orderState,
  plainInventory,
} from '../test-api.ts';
import { Mailer } from '../mail/mailer.ts';
import { advanceStatus, settleTransfer } from './operations.ts';
import { runOrdersCommand, shopLinks } from './cli.ts';

const dialects = await dialectsUnderTest();
type Body = { status: number; message: unknown; data: any };

describe.each(dialects)('order operations on %s', (dialect) => {
  let tdb: TestDatabase;
  let api: ReturnType<typeof createApi>;
  let productId = 0;
  let seq = 0;
  const links = { images: 'https://shop.test/uploads/', storefront: 'https://shop.test' };
  const deps = () => ({ db: tdb.db, mail: new Mailer(tdb.db), links, now: new Date() });

  const call = (path: string, body: unknown, language?: string) =>
    callApi(api, 'POST', path, { body, language });

  /** A guest's order of one unit (method 2 cash on delivery, 7 bank transfer), in `language`. */
  async function order(method: 2 | 7, language?: string, email = 'buyer@example.com') {
    const user_token = `guestOPS${dialect}${String(++seq).padStart(8, '0')}x`;
    return guestOrder(api, user_token, productId, { method, language, email });
  }
  const row = (id: number) => orderState(tdb.db, id);
  const mailsAbout = (code: string) =>
    tdb.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text', 'html'])
      .where('subject', 'like', `%${code}%`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    tdb = await createTestDatabase(dialect, { seed: 40 });
    api = apiOver(tdb, { mail: new Mailer(tdb.db) });
    ({ productId } = await plainInventory(tdb.db));
  }, 180_000);
  afterAll(async () => {
    await tdb?.close();
  });

  it('moves an order forward step by step, never back, and e-mails the buyer in their language each time', async () => {
    const o = await order(2, 'fr');
    const confirmed = await advanceStatus(deps(), o.id, 'confirmed');
    expect(confirmed).toMatchObject({ ok: true, order: { id: o.id, code: o.code }, mailed: true });
    expect((await row(o.id)).status).toBe(2);
    // Skipping ahead is forward too; going back or staying is refused and changes nothing.
    expect((await advanceStatus(deps(), o.id, 'on_the_way')).ok).toBe(true);
    for (const back of ['confirmed', 'picked_up', 'on_the_way'] as const)
      expect(await advanceStatus(deps(), o.id, back)).toMatchObject({ ok: false });
    expect((await row(o.id)).status).toBe(4);
    expect((await advanceStatus(deps(), o.id, 'delivered')).ok).toBe(true);
    expect((await row(o.id)).status).toBe(5);
    const mails = await mailsAbout(o.code);
    const notices = mails.filter((m) => !m.subject.includes('votre commande'));
    expect(notices.map((m) => m.to_address)).toEqual(Array(3).fill('buyer@example.com'));
    expect(notices.map((m) => m.text.split('\n')[1])).toEqual([
      'Votre commande a été confirmée.',
      'Votre commande est en route.',
      'Votre commande a été livrée.',
    ]);
    expect(notices[0]!.text).toContain(`https://shop.test/fr/track-order?code=${o.code}`);
    expect(notices[0]!.html).toContain('lang="fr"');
    // A confirmed order can no longer be cancelled by the shopper.
    const cancel = await guestCancels(api, o, 'Too late', 'x');
    expect(cancel.data.form).toEqual(['Only a pending order can be cancelled.']);
  });

  it('refuses a cancelled or unknown order, and lets only one of two operators win the same step', async () => {
    const o = await order(2, 'ar');
    const cancelled = await guestCancels(api, o);
    expect(cancelled.status).toBe(200);
    // The cancellation is e-mailed too, in Arabic, right to left.
    const [notice] = (await mailsAbout(o.code)).filter((m) => m.text.includes('تم إلغاء طلبك.'));
    expect(notice?.html).toContain('dir="rtl"');
    expect(await advanceStatus(deps(), o.id, 'confirmed')).toEqual({
      ok: false,
      message: 'This order has been cancelled.',
    });
    expect((await row(o.id)).status).toBe(1);
    expect(await advanceStatus(deps(), 99_999_999, 'confirmed')).toEqual({
      ok: false,
      message: 'Order 99999999 was not found.',
    });
    const race = await order(2);
    const both = await Promise.all([
      advanceStatus(deps(), race.id, 'picked_up'),
      advanceStatus(deps(), race.id, 'picked_up'),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    const sent = (await mailsAbout(race.code)).filter((m) =>
      m.text.includes('Your order has been picked up.'),
    );
    expect(sent).toHaveLength(1);
  });

  it('confirms a bank transfer once its reference is in, and a rejection lets the shopper submit a new one', async () => {
    const cod = await order(2);
    expect(await settleTransfer(deps(), cod.id, 'confirm')).toEqual({
      ok: false,
      message: 'This order is not paid by bank transfer.',
    });
    const o = await order(7, 'tr');
    expect(await settleTransfer(deps(), o.id, 'confirm')).toEqual({
      ok: false,
      message: 'The shopper has not submitted a transfer reference yet.',
    });
    const submit = (ref: string) =>
      call('/order/transaction', { user_token: o.user_token, id: o.id, trans_id: ref });
    expect((await submit('WRONG-REF')).status).toBe(200);
    expect((await settleTransfer(deps(), o.id, 'reject')).ok).toBe(true);
    expect(await row(o.id)).toMatchObject({ trans_id: null, payment_done: 0 });
    expect((await submit('RIGHT-REF')).status).toBe(200);
    const [a, b] = await Promise.all([
      settleTransfer(deps(), o.id, 'confirm'),
      settleTransfer(deps(), o.id, 'confirm'),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(await row(o.id)).toMatchObject({ trans_id: 'RIGHT-REF', payment_done: 1 });
    expect(await settleTransfer(deps(), o.id, 'reject')).toEqual({
      ok: false,
      message: 'This order is already paid.',
    });
    const detail = await api.request(`/order/find/${o.id}?user_token=${o.user_token}`);
    expect(((await detail.json()) as Body).data).toMatchObject({
      payment_done: 1,
      awaiting_verification: 0,
    });
    const texts = (await mailsAbout(o.code)).map((m) => m.text.split('\n')[1]);
    expect(texts).toContain(
      'Havalenizi doğrulayamadık. Lütfen referansı kontrol edip yeniden gönderin.',
    );
    expect(texts).toContain('Havalenizi aldık. Siparişinizin ödemesi tamamlandı.');
  });

  it('runs as a command: usage errors name what is wrong, a success is one line', async () => {
    const env = {
      PUBLIC_URL: 'https://shop.test',
      STOREFRONT_URL: undefined,
      MAIL_FROM: undefined,
    };
    const run = (...args: string[]) => runOrdersCommand(tdb.db, env, args);
    expect(await run()).toMatchObject({ ok: false, usage: true });
    expect(await run('refund', '1')).toMatchObject({ ok: false, usage: true });
    expect((await run('status', 'abc', 'confirmed')).text).toMatch(/^The order id must be/);
    expect((await run('status', '1', 'shipped')).text).toMatch(
      /^The status must be one of: confirmed, picked_up, on_the_way, delivered\./,
    );
    const o = await order(2);
    expect(await run('status', String(o.id), 'picked_up')).toEqual({
      ok: true,
      text: `Order ${o.id} (${o.code}) is now picked up; the buyer was e-mailed (outbox).`,
    });
    expect(await run('confirm-transfer', String(o.id))).toEqual({
      ok: false,
      text: 'This order is not paid by bank transfer.',
    });
    expect(shopLinks({ PUBLIC_URL: 'https://a.test/', STOREFRONT_URL: 'https://b.test/' })).toEqual(
      { images: 'https://a.test/uploads/', storefront: 'https://b.test' },
    );
  });
});
