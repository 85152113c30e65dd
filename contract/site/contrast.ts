// WCAG 2.1 contrast (issue 35 item 4): the shop's primary and hover colours carry white text (buttons, the
// header's badges), so each must reach AA's 4.5:1 against white. The storefront's form and the API judge
// with the same function.

/** AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** `#rrggbb` (lower or upper case). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** The contrast ratio of white text on `#rrggbb`, rounded down to two decimals (never flattering). */
export function contrastWithWhite(hex: string): number {
  const ratio = 1.05 / (luminance(hex) + 0.05);
  return Math.floor(ratio * 100) / 100;
}
