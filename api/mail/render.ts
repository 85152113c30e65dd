// One e-mail in text and HTML (orders, sellers): the shop's logo, the paragraphs, a table of lines, a footer,
// in the reader's language and direction; every value escaped.
import { languageDir } from '#contract/codes.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
// Every `{name}` of the text, in one pass: a value is never read for placeholders (nor is a missing one kept).
export const fill = (t: string, v: Record<string, string>) =>
  t.replace(/\{(\w+)\}/g, (_m, k: string) => v[k] ?? '');

export type Line = { title: string; quantity: number; amount: string };

export function render(opts: {
  lang: string;
  subject: string;
  paragraphs: string[];
  lines: Line[];
  footer: string[];
  shop: { name: string; url: string; logoUrl: string | null };
}) {
  const dir = languageDir(opts.lang);
  const text = [
    ...opts.paragraphs,
    '',
    ...opts.lines.map((l) => `${l.quantity} × ${l.title} — ${l.amount}`),
    '',
    ...opts.footer,
    '',
    `${opts.shop.name} — ${opts.shop.url}`,
  ].join('\n');
  const logo = opts.shop.logoUrl
    ? `<img src="${escape(opts.shop.logoUrl)}" alt="${escape(opts.shop.name)}" height="40">`
    : `<strong>${escape(opts.shop.name)}</strong>`;
  const html = `<!doctype html><html lang="${opts.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(opts.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p><a href="${escape(opts.shop.url)}">${logo}</a></p>
${opts.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<table cellpadding="4">${opts.lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} ×</td><td>${escape(l.title)}</td><td dir="ltr">${escape(l.amount)}</td></tr>`,
    )
    .join('')}</table>
${opts.footer.map((p) => `<p>${escape(p)}</p>`).join('\n')}
</body></html>`;
  return { subject: opts.subject, text, html };
}
