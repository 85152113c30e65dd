// What the catalogue workspaces' screens and actions share (issue 33): amounts typed in the shop's currency
// read as integer minor units and shown again, and the languages a product's texts are written in.
import { LANGUAGES } from '#contract/codes.ts';

export { PRODUCT_LANGUAGES, TRANSLATED_FIELDS } from '#contract/products/schemas.ts';

/**
 * A typed amount in the shop's currency as integer minor units: digits with at most `digits` decimals, a
 * dot or a comma; '' is `empty`; anything else null (the form says so).
 */
export function amountOf(text: string, digits: number, empty: number | null = null): number | null {
  const v = text.trim().replace(',', '.');
  if (v === '') return empty;
  const m = new RegExp(`^(\\d{1,9})(?:\\.(\\d{0,${digits}}))?$`).exec(v);
  if (!m) return null;
  const minor = Number(m[1]) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || 0);
  return minor <= 2_147_483_647 ? minor : null;
}

/** Minor units as the form shows them again ("19.99"). */
export const amountText = (minor: number, digits: number) =>
  digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);

/** A language's own name ("Français", "العربية"), for the labels of the fields written in it. */
export const languageName = (code: string) =>
  LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
