// What every mutation runs first (docs/design.md "Storefront rules"): the body must be a form, from this site,
// with a valid CSRF token, and (anonymous forms) an empty honeypot. A refusal is a 4xx page, never a 500.
import { hasValidCsrfToken, isCrossSite } from '#app/lib/csrf.server.ts';
import { isSpam } from '#app/lib/honeypot.server.ts';
import { hasNul } from '#contract/nul.ts';

/** A refusal that works from resource routes and page routes alike (a plain Response, rendered by the boundary). */
function refuse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The posted form. A body that is no form at all (JSON, plain text, no content type, broken multipart) is a
 * 400 page, never a 500: `request.formData()` throws a TypeError for those.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refuse(400, 'This address only accepts form posts.');
  }
}

/** Same origin, a valid CSRF token and, for anonymous forms, an empty honeypot; else a thrown 4xx. */
export async function checkForm(
  request: Request,
  formData: FormData,
  opts: { honeypot?: boolean } = {},
) {
  if (isCrossSite(request)) throw refuse(403, 'Forbidden');
  if (!(await hasValidCsrfToken(request, formData)))
    throw refuse(403, 'Your session expired. Please reload the page and try again.');
  if (opts.honeypot && isSpam(formData)) throw refuse(400, 'Forbidden');
  // No field needs a NUL character, and the database refuses it (contract/nul.ts).
  for (const [name, value] of formData)
    if (hasNul(name) || hasNul(value))
      throw refuse(400, 'The form contains a character that is not allowed.');
}
