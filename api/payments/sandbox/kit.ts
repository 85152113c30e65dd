// What every local sandbox shares (issue 16): the plain HTML of its hosted pages (no script: they work without
// JavaScript, and every one says TEST MODE) and provider-looking ids. (pay2 holds pay1's page helpers here
// until branch pay1 is merged; pay1's file, with the database store and the notifications desk, replaces it.)
import { randomBytes } from 'node:crypto';

/** A provider-looking random id: `prefix` + 24 letters and digits. */
export function sandboxId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = prefix;
  for (const b of randomBytes(length)) out += alphabet[b % alphabet.length];
  return out;
}

export const escapeHtml = (s: string) =>
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
export function buttonForm(
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
export function payControls(action: string, fields: Record<string, string>): string {
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
export const outcomeOf = (v: unknown): Outcome | null =>
  v === 'pay' || v === 'pay-hold' || v === 'cancel' || v === 'tamper' ? v : null;
