import { describe, expect, it } from 'vitest';
import { alternativesFor, buildVocabulary, termsFor, tokenize, withinOneEdit } from './terms.ts';

describe('search words', () => {
  it('keeps combining marks inside Hindi and Arabic words', () => {
    expect(tokenize('लैपटॉप बैग')).toEqual(['लैपटॉप', 'बैग']);
    expect(tokenize('حاسوب محمول')).toEqual(['حاسوب', 'محمول']);
    expect(tokenize('ORB-000001, "Laptop"*')).toEqual(['orb', '000001', 'laptop']);
  });

  it('knows one edit: insertion, deletion, substitution, neighbour swap', () => {
    expect(withinOneEdit('laptop', 'lpatop')).toBe(true);
    expect(withinOneEdit('laptop', 'laptob')).toBe(true);
    expect(withinOneEdit('laptop', 'laptp')).toBe(true);
    expect(withinOneEdit('laptop', 'lapttop')).toBe(true);
    expect(withinOneEdit('laptop', 'lpatob')).toBe(false);
    expect(withinOneEdit('laptop', 'tablet')).toBe(false);
  });

  const v = buildVocabulary([
    'Orbis Aero 14 Laptop 8GB',
    'Kestrel Laptop',
    'Lumina Lamp',
    'laptop computer notebook',
  ]);

  it('corrects a word nothing starts with to the indexed words one edit away', () => {
    expect(alternativesFor('lpatop', v)).toEqual(['laptop']);
    expect(alternativesFor('laptob', v)).toEqual(['laptop']);
    expect(alternativesFor('lpat', v)).toEqual(['laptop']); // a typo while still typing
    expect(alternativesFor('lapt', v)).toEqual(['lapt']); // a plain prefix stays a prefix
    expect(alternativesFor('lap', v)).toEqual(['lap']);
    expect(alternativesFor('zzzzzz', v)).toEqual(['zzzzzz']);
  });

  it('turns a query into groups of alternatives', () => {
    expect(termsFor('kestrl lpatop', v)).toEqual([['kestrel'], ['laptop']]);
    expect(termsFor('  ', v)).toEqual([]);
  });
});
