// Pieces every local sandbox shares: its hosted page (a plain HTML form: pay, cancel and tamper controls that
// work without JavaScript, marked as test mode) and its outbox of server-to-server notifications, kept so a
// test can replay one byte for byte.
import type { Fetch } from '../provider-kit.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

export interface Choice {
  value: string;
  label: string;
  /** What the choice imitates, shown under the button. */
  hint?: string;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.test{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.375rem;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#6b7280}
button{display:block;width:100%;margin:.75rem 0 .15rem;padding:.6rem;font-size:1rem;border-radius:.375rem;
border:1px solid #9ca3af;background:#f9fafb;cursor:pointer}button[value=pay]{background:#1d4ed8;color:#fff}
small{color:#6b7280}</style></head>
<body>${body}</body></html>`;
}

/** The provider's hosted payment page, imitated: what is paid, and one submit button per outcome. */
export function hostedPage(opts: {
  provider: string;
  action: string;
  amount: string;
  currency: string;
  reference: string;
  merchant?: string;
  choices: Choice[];
}): string {
  const buttons = opts.choices
    .map(
      (c) =>
        `<button type="submit" name="choice" value="${escapeHtml(c.value)}">${escapeHtml(c.label)}</button>` +
        (c.hint ? `<small>${escapeHtml(c.hint)}</small>` : ''),
    )
    .join('\n');
  return page(
    `${opts.provider} (sandbox)`,
    `<p class="test" role="note">Test mode: the local ${escapeHtml(opts.provider)} sandbox. No money moves.</p>
<h1>${escapeHtml(opts.provider)}</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(opts.merchant ?? 'Bazaar')}</dd>
<dt>Reference</dt><dd>${escapeHtml(opts.reference)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(opts.amount)} ${escapeHtml(opts.currency)}</strong></dd></dl>
<form method="post" action="${escapeHtml(opts.action)}">
${buttons}
</form>`,
  );
}

/** A page that form-posts fields to the merchant (the provider's callback), by itself when JS is on. */
export function postBackPage(opts: {
  provider: string;
  action: string;
  fields: Record<string, string>;
}): string {
  const inputs = Object.entries(opts.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    `${opts.provider} (sandbox)`,
    `<p class="test" role="note">Test mode: the local ${escapeHtml(opts.provider)} sandbox. No money moves.</p>
<form id="back" method="post" action="${escapeHtml(opts.action)}">${inputs}
<button type="submit" value="pay">Return to the shop</button></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

export function notFoundPage(provider: string): string {
  return page(`${provider} (sandbox)`, '<h1>This payment page does not exist or has expired.</h1>');
}

export interface Delivery {
  id: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The merchant's answer, once delivered (0: could not connect). */
  status?: number;
}

/**
 * Server-to-server notifications as the provider sends them: each POSTed once when it is due, recorded so a
 * test can replay it unchanged; `idle()` waits for the ones on their way.
 */
export class Outbox {
  readonly sent: Delivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  constructor(private readonly fetchImpl: Fetch) {}

  send(delivery: Omit<Delivery, 'status'>): void {
    const record: Delivery = { ...delivery };
    this.sent.push(record);
    this.post(record);
  }

  /** The same notification again (same id, headers and body), as providers retry. */
  replay(id?: string): Delivery | undefined {
    const found = id ? this.sent.find((d) => d.id === id) : this.sent.at(-1);
    if (!found) return undefined;
    const again: Delivery = {
      id: found.id,
      url: found.url,
      headers: found.headers,
      body: found.body,
    };
    this.sent.push(again);
    this.post(again);
    return again;
  }

  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private post(record: Delivery): void {
    const p = this.fetchImpl(record.url, {
      method: 'POST',
      headers: record.headers,
      body: record.body,
    })
      .then(async (res) => {
        record.status = res.status;
        await res.body?.cancel();
      })
      .catch(() => {
        record.status = 0;
      })
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }
}

/** Reads the submitted choice of a hosted page (form-encoded). */
export async function readChoice(req: Request): Promise<string> {
  const form = await req.formData().catch(() => null);
  const v = form?.get('choice');
  return typeof v === 'string' ? v : '';
}
