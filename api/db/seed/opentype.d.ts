// The part of opentype.js (2.0, which ships no types) that the seed's artwork uses (decision 115).
declare module 'opentype.js' {
  export type Path = { toPathData(decimalPlaces?: number): string };
  export type Glyph = {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  };
  export type Font = {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  };
  export function parse(buffer: ArrayBuffer): Font;
}
