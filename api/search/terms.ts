// Typo-tolerant search terms against the shop's vocabulary (vocabulary.ts). A query word that no indexed
// word starts with is replaced by the indexed words one edit away (insertion, deletion, substitution or
// transposition of neighbours — 'lpatop', 'laptob' → 'laptop'), also as a prefix ('lpat' → 'laptop');
// words under 4 letters only match as prefixes. The full-text index then runs on the corrected words
// (docs/decisions/007-typo-tolerant-search.md).
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Words of a text: letters with their combining marks (Hindi, Arabic) and digits; lower case. */
export function tokenize(text: string, max = 8): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, max);
}

/** Optimal string alignment distance ≤ 1 (one insertion, deletion, substitution or adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // substitution, or a swap of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type Vocabulary = {
  /** word → occurrences */
  counts: Map<string, number>;
  /** every word, sorted (prefix look-ups by binary search) */
  sorted: string[];
};

export function buildVocabulary(texts: Iterable<string | null | undefined>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    if (!text) continue;
    for (const w of tokenize(text, 64)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return { counts, sorted: [...counts.keys()].sort() };
}

function hasPrefix(v: Vocabulary, prefix: string): boolean {
  let lo = 0;
  let hi = v.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v.sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < v.sorted.length && v.sorted[lo]!.startsWith(prefix);
}

const MAX_ALTERNATIVES = 3;

/**
 * The words to search for one query word: itself when some indexed word starts with it (or it is short),
 * else up to three indexed words within one edit of it — whole words first, then words whose beginning is
 * within one edit (the shopper is still typing), most frequent first. Unknown words stay as typed.
 */
export function alternativesFor(word: string, v: Vocabulary): string[] {
  if (word.length < 4 || hasPrefix(v, word)) return [word];
  const whole: string[] = [];
  const partial: string[] = [];
  for (const [term] of v.counts) {
    if (Math.abs(term.length - word.length) <= 1 && withinOneEdit(term, word)) whole.push(term);
    else if (
      term.length > word.length &&
      (withinOneEdit(term.slice(0, word.length), word) ||
        withinOneEdit(term.slice(0, word.length + 1), word))
    )
      partial.push(term);
  }
  const byCount = (a: string, b: string) => (v.counts.get(b) ?? 0) - (v.counts.get(a) ?? 0);
  const found = [...whole.sort(byCount), ...partial.sort(byCount)].slice(0, MAX_ALTERNATIVES);
  return found.length ? found : [word];
}

/** A query as groups of alternatives: every group must match (AND), any word of a group will do (OR). */
export type SearchTerms = string[][];

export function termsFor(text: string, v: Vocabulary | null): SearchTerms {
  return tokenize(text).map((w) => (v ? alternativesFor(w, v) : [w]));
}

/** `lower(column)` contains any alternative of every group (categories, tags, translated titles). */
export function likeAll(column: string, terms: SearchTerms): RawBuilder<SqlBool> {
  const esc = (w: string) => `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  if (!terms.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.join(
    terms.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((w) => sql`lower(${sql.ref(column)}) like ${esc(w)} escape '\\'`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )}`;
}
