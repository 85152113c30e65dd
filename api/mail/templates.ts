// The shop's e-mails, HTML + text, in the user's language, with the shop's name and logo. Every value put
// into the HTML is escaped. The texts are the `account` family of locales/{lng}/email.json (./i18n.ts).
import { isLanguageCode, languageDir } from '#contract/codes.ts';
import { mailTexts } from './i18n.ts';
import { fill } from './render.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type ShopIdentity = { name: string; logoUrl: string | null; url: string };

/**
 * A code e-mail (verify, reset), or the notice an owner gets when someone registers their address again
 * (`exists`, no code: registering never tells who has an account, decision 024).
 */
export function codeEmail(opts: {
  kind: 'verify' | 'reset' | 'exists' | 'confirm';
  code: string;
  name: string;
  language: string | null;
  shop: ShopIdentity;
}): { subject: string; html: string; text: string } {
  const lang = opts.language && isLanguageCode(opts.language) ? opts.language : 'en';
  const t = mailTexts(lang, 'account');
  const values = { site: opts.shop.name, name: opts.name, code: opts.code };
  const pick = { verify: 0, reset: 1, exists: 2, confirm: 3 }[opts.kind];
  const subject = fill(
    [t.verifySubject, t.resetSubject, t.existsSubject, t.confirmSubject][pick]!,
    values,
  );
  const intro = fill([t.verifyIntro, t.resetIntro, t.existsIntro, t.confirmIntro][pick]!, values);
  const exists = opts.kind === 'exists';
  const greeting = fill(t.greeting, values);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(exists ? [] : [`${t.codeLabel}: ${opts.code}`, '', t.expires]),
    t.ignore,
    '',
    `${opts.shop.name} — ${opts.shop.url}`,
  ].join('\n');
  const dir = languageDir(lang);
  const logo = opts.shop.logoUrl
    ? `<img src="${escape(opts.shop.logoUrl)}" alt="${escape(opts.shop.name)}" height="40" style="height:40px">`
    : `<strong style="font-size:20px">${escape(opts.shop.name)}</strong>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<tr><td style="padding-bottom:16px"><a href="${escape(opts.shop.url)}">${logo}</a></td></tr>
<tr><td><p>${escape(greeting)}</p><p>${escape(intro)}</p>
${
  exists
    ? `<p style="font-size:14px;color:#475569">${escape(t.ignore)}</p></td></tr>`
    : `<p style="font-size:14px;color:#475569;margin-bottom:4px">${escape(t.codeLabel)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin-top:0" dir="ltr">${escape(opts.code)}</p>
<p style="font-size:14px;color:#475569">${escape(t.expires)}<br>${escape(t.ignore)}</p></td></tr>`
}
<tr><td style="padding-top:16px;font-size:12px;color:#64748b"><a href="${escape(opts.shop.url)}" style="color:#64748b">${escape(opts.shop.name)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
