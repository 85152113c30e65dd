// What every local sandbox shares (issue 16): its state in the shop's database, the plain HTML of its hosted
// pages (no script: they work without JavaScript, and every one says TEST MODE), and its notifications —
// sent at once, or held and sent (again) from the sandbox's notifications page, so tests can return before
// the notification arrives and replay one.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SandboxContext, SandboxStore } from '../types.ts';

export function sandboxStore(db: Kysely<Database>, provider: string): SandboxStore {
  return {
    async get<T>(id: string) {
      const row = await db
        .selectFrom('payment_sandbox')
        .select('data')
        .where('provider', '=', provider)
        .where('object_id', '=', id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as T) : null;
    },
    async put(id, value) {
      const data = JSON.stringify(value);
      const updated_at = new Date().toISOString();
      await db
        .insertInto('payment_sandbox')
        .values({ provider, object_id: id, data, updated_at })
        .onConflict((oc) => oc.columns(['provider', 'object_id']).doUpdateSet({ data, updated_at }))
        .execute();
    },
    async claim<T>(id: string, value: T) {
      const updated_at = new Date().toISOString();
      await db
        .insertInto('payment_sandbox')
        .values({ provider, object_id: id, data: JSON.stringify(value), updated_at })
        .onConflict((oc) => oc.columns(['provider', 'object_id']).doNothing())
        .execute();
      return (await this.get<T>(id))!;
    },
    async list<T>(prefix: string) {
      const rows = await db
        .selectFrom('payment_sandbox')
        .select(['object_id', 'data'])
        .where('provider', '=', provider)
        .where('object_id', 'like', `${prefix.replace(/[%_]/g, '')}%`)
        .orderBy('updated_at')
        .execute();
      return rows.map((r) => ({ id: r.object_id, value: JSON.parse(r.data) as T }));
    },
  };
}

/** A provider-looking random id: `prefix` + 24 letters and digits. */
export function sandboxId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = prefix;
  for (const b of randomBytes(length)) out += alphabet[b % alphabet.length];
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A hosted page of a sandbox: plain HTML, no script, a TEST MODE banner on top. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — test mode</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
.test{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem 1rem;border-radius:.5rem;font-weight:600}
form{display:inline-block;margin:.25rem .5rem .25rem 0}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #334155;background:#fff;cursor:pointer}
button.pay{background:#0f766e;color:#fff;border-color:#0f766e}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}</style></head>
<body><p class="test" data-testid="sandbox-test-mode">TEST MODE — local sandbox, no real money moves</p>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** A form of hidden fields and one button (no script: a visible button is the whole mechanism). */
function buttonForm(
  action: string,
  fields: Record<string, string>,
  label: string,
  opts: { cls?: string; testId?: string; method?: 'post' | 'get' } = {},
): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="${opts.method ?? 'post'}" action="${escapeHtml(action)}">${inputs}<button type="submit"${
    opts.cls ? ` class="${opts.cls}"` : ''
  }${opts.testId ? ` data-testid="${opts.testId}"` : ''}>${escapeHtml(label)}</button></form>`;
}

/** The controls every hosted sandbox page offers: pay (notification now or held), cancel, tamper. */
function payControls(action: string, fields: Record<string, string>): string {
  return [
    buttonForm(action, { ...fields, outcome: 'pay' }, 'Pay', { cls: 'pay', testId: 'sandbox-pay' }),
    buttonForm(action, { ...fields, outcome: 'pay-hold' }, 'Pay (hold the notification)', {
      testId: 'sandbox-pay-hold',
    }),
    buttonForm(action, { ...fields, outcome: 'cancel' }, 'Cancel', { testId: 'sandbox-cancel' }),
    buttonForm(action, { ...fields, outcome: 'tamper' }, 'Tamper (wrong amount and signature)', {
      testId: 'sandbox-tamper',
    }),
  ].join('\n');
}

export type Outcome = 'pay' | 'pay-hold' | 'cancel' | 'tamper';

/** A button a sandbox's hosted page offers besides payControls' (a payment that settles later, a forgery…). */
interface ExtraOutcome<E extends string = string> {
  outcome: E;
  label: string;
  testId: string;
}

/** The outcome a hosted page's button posted: one of payControls', or one of the sandbox's own extras. */
export function outcomeOf<E extends string = never>(
  v: unknown,
  extras: readonly ExtraOutcome<E>[] = [],
): Outcome | E | null {
  if (v === 'pay' || v === 'pay-hold' || v === 'cancel' || v === 'tamper') return v;
  return extras.find((e) => e.outcome === v)?.outcome ?? null;
}

/** What a hosted checkout page shows, and where its buttons post. */
interface CheckoutPage {
  title: string;
  amount: string;
  details: Record<string, string>;
  /** The test card or buyer. */
  note?: string;
  action: string;
  fields?: Record<string, string>;
  extras?: readonly ExtraOutcome[];
}

/**
 * A sandbox's hosted checkout page: what is to be paid (data-testid sandbox-amount) and what for, the note,
 * payControls, then the sandbox's extra outcomes, each posting to the same action.
 */
export function checkoutPage(page: CheckoutPage): string {
  const fields = page.fields ?? {};
  const details = Object.entries(page.details)
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const note = page.note ? `<p>${escapeHtml(page.note)}</p>` : '';
  const extras = (page.extras ?? []).map((e) =>
    buttonForm(page.action, { ...fields, outcome: e.outcome }, e.label, { testId: e.testId }),
  );
  const amount = `<dt>Pay</dt><dd data-testid="sandbox-amount">${escapeHtml(page.amount)}</dd>`;
  const more = extras.length ? `\n<p>${extras.join('\n')}</p>` : '';
  return sandboxPage(
    page.title,
    `<dl>${amount}${details}</dl>${note}${payControls(page.action, fields)}${more}`,
  );
}

/**
 * A hosted checkout at `path`: GET shows the page of what `find` loads, POST takes the button pressed on it.
 * A missing one is a 404 page (a 400 when posted to); one that can no longer be paid is a 410 page saying why
 * (`closed`), opened or posted to (from a page opened before): it is never paid twice.
 */
export function hostedCheckout<T, E extends string = never>(
  app: Hono,
  path: string,
  hosted: {
    /** The provider's name on the error pages. */
    name: string;
    /** The 404 page's words. */
    missing: string;
    find: (c: Context) => Promise<T | null>;
    /** Why it can no longer be paid (the 410 page's HTML), or null while it can. */
    closed: (t: T) => string | null;
    page: (t: T) => Omit<CheckoutPage, 'extras'>;
    extras?: readonly ExtraOutcome<E>[];
    press: (c: Context, t: T, outcome: Outcome | E) => Promise<Response>;
  },
): void {
  const gone = (c: Context, why: string) => c.html(sandboxPage(hosted.name, why), 410);
  app.get(path, async (c) => {
    const t = await hosted.find(c);
    if (!t) return c.html(sandboxPage(hosted.name, `<p>${escapeHtml(hosted.missing)}</p>`), 404);
    const closed = hosted.closed(t);
    if (closed) return gone(c, closed);
    return c.html(checkoutPage({ ...hosted.page(t), extras: hosted.extras }));
  });
  app.post(path, async (c) => {
    const t = await hosted.find(c);
    const form = await c.req.parseBody();
    const outcome = outcomeOf(form.outcome, hosted.extras);
    if (!t || !outcome) return c.text('Bad request', 400);
    const closed = hosted.closed(t);
    if (closed) return gone(c, closed);
    return hosted.press(c, t, outcome);
  });
}

/**
 * The page a hosted checkout ends on where the provider form-posts the shopper back to the shop (Razorpay,
 * iyzico): what happened, and the button that posts the signed fields.
 */
export function returnPage(
  title: string,
  message: string,
  action: string,
  fields: Record<string, string>,
): string {
  return sandboxPage(
    title,
    `<p>${escapeHtml(message)}</p>${buttonForm(action, fields, 'Return to the shop', {
      cls: 'pay',
      testId: 'sandbox-return',
    })}`,
  );
}

/** Not a provider's API: a sandbox's page of payments waiting to settle, each settled with a button. */
export function settlePage(
  title: string,
  waiting: { label: string; action: string }[],
  button: string,
): string {
  const rows = waiting
    .map(
      (w) =>
        `<li>${escapeHtml(w.label)} ${buttonForm(w.action, {}, button, { testId: 'sandbox-settle' })}</li>`,
    )
    .join('');
  return sandboxPage(title, `<ul>${rows || '<li>None.</li>'}</ul>`);
}

interface StoredNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
  label: string;
  /** Answers of each delivery (HTTP status), newest last. */
  deliveries: number[];
}

/**
 * The notify() of a sandbox context and its notifications page: GET /notifications lists them (with
 * Send / Send again), POST /notifications/:id sends one (again: a replay).
 */
export function notificationDesk(
  store: SandboxStore,
  send: (url: string, init: { headers: Record<string, string>; body: string }) => Promise<number>,
): { notify: SandboxContext['notify']; routes: Hono } {
  const deliver = async (id: string, n: StoredNotification) => {
    const status = await send(n.url, { headers: n.headers, body: n.body }).catch(() => 0);
    n.deliveries.push(status);
    await store.put(id, n);
    return status;
  };
  const notify: SandboxContext['notify'] = async (url, init, opts = {}) => {
    const id = `notification:${Date.now().toString().padStart(15, '0')}:${sandboxId('', 8)}`;
    const n: StoredNotification = {
      url,
      ...init,
      label: opts.label ?? 'notification',
      deliveries: [],
    };
    await store.put(id, n);
    if (!opts.hold) await deliver(id, n);
  };
  const routes = new Hono();
  routes.get('/notifications', async (c) => {
    const all = await store.list<StoredNotification>('notification:');
    const rows = all
      .reverse()
      .map(
        ({ id, value: n }) =>
          `<li data-testid="sandbox-notification"><strong>${escapeHtml(n.label)}</strong> → ${escapeHtml(
            n.url,
          )} — ${n.deliveries.length ? `sent (${n.deliveries.join(', ')})` : 'held'} ${buttonForm(
            `notifications/${encodeURIComponent(id)}`,
            {},
            n.deliveries.length ? 'Send again' : 'Send',
            { testId: 'sandbox-send' },
          )}</li>`,
      )
      .join('');
    return c.html(sandboxPage('Notifications', `<ul>${rows || '<li>None yet.</li>'}</ul>`));
  });
  routes.post('/notifications/:id', async (c) => {
    const id = c.req.param('id');
    const n = await store.get<StoredNotification>(id);
    if (!id.startsWith('notification:') || !n) return c.text('Not found', 404);
    const status = await deliver(id, n);
    // A test (or a person) sees what the shop answered; the page lists every delivery.
    return c.html(
      sandboxPage(
        'Notification sent',
        `<p data-testid="sandbox-delivered">The shop answered ${status}.</p><p><a href="../notifications">All notifications</a></p>`,
      ),
    );
  });
  return { notify, routes };
}

// ——— Refunds (issue 17): what every sandbox's refund endpoint keeps ———

/** The refunds of one payment, kept by the sandbox under the provider's payment id. */
export interface RefundState {
  refunded: number;
  refunds: { id: string; amount: number; created: string }[];
}

/**
 * Records a refund of `amount` (minor units) of a payment of `paid`, as the provider does: never more than
 * what is left (the answer's `ok` is false and nothing changes), every refund kept with its id.
 */
export async function takeRefund(
  store: SandboxStore,
  paymentId: string,
  paid: number,
  amount: number,
  id: string,
): Promise<{ ok: boolean; state: RefundState }> {
  const key = `refunds:${paymentId}`;
  const state = (await store.get<RefundState>(key)) ?? { refunded: 0, refunds: [] };
  if (!Number.isInteger(amount) || amount < 1 || state.refunded + amount > paid)
    return { ok: false, state };
  state.refunded += amount;
  state.refunds.push({ id, amount, created: new Date().toISOString() });
  await store.put(key, state);
  return { ok: true, state };
}

/**
 * The first answer to an idempotency key, replayed for the same key (Stripe's Idempotency-Key, PayPal's
 * PayPal-Request-Id): a retried refund is the same refund, not a second one.
 */
export async function onceFor<T>(
  store: SandboxStore,
  key: string | undefined,
  run: () => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T }> {
  if (!key) return run();
  const prior = await store.get<{ status: number; body: T }>(`idem-refund:${key}`);
  if (prior) return prior;
  const answer = await run();
  await store.put(`idem-refund:${key}`, answer);
  return answer;
}
