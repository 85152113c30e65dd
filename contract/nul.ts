// PostgreSQL refuses the NUL character in text ('invalid byte sequence for encoding "UTF8": 0x00'); no name,
// code, search or message ever needs it. So it is refused where input arrives (the server's edge, the API's
// URL and bodies, the storefront's form posts), on every database alike, and never reaches a query.

/** True when `value` (a string, or strings inside arrays and plain objects) holds a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** True when the URL's path or query decodes to a NUL character (`%00`, or a raw one). */
export function urlHasNul(url: string): boolean {
  const escaped = /%00/i.test(url);
  if (!escaped && !url.includes('\u0000')) return false;
  try {
    return decodeURIComponent(url.replace(/\+/g, ' ')).includes('\u0000');
  } catch {
    // A malformed escape elsewhere: the escape or the raw character alone decides.
    return true;
  }
}
