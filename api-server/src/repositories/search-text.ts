/**
 * What the shop's search compares: text folded to lower case without accents (`cafe` finds `Café`),
 * and how many typos apart two words are (the typo fallback and suggestions, repositories/product-search.ts).
 *
 * Folding: Unicode NFD, then the combining diacritical marks (U+0300–U+036F) removed, then lower
 * case. SQLite calls this very function (`search_fold`, registered in db/connect.ts) for its search
 * index and name index; PostgreSQL has the same steps as an SQL function `search_fold` (migration
 * 010: `lower(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'))`) and folds both the
 * rows and the search text with it, so each database compares like with like.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents. */
export const fold = (text: string): string => text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** The words of a folded text: runs of letters and digits. */
export const wordsOf = (folded: string): string[] => folded.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words of the search vocabulary (migration 011): runs of characters other than ASCII spaces,
 * punctuation and controls. PostgreSQL splits at the very same characters (an explicit ASCII range,
 * no locale), so the vocabulary holds, for every product, each run of its text between such
 * characters, on either database. A text whose runs are not all inside some vocabulary word matches
 * no product at all (product-search.ts), which is only safe because both split alike.
 */
// eslint-disable-next-line no-control-regex
export const vocabularyWords = (folded: string): string[] => folded.split(/[\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]+/u).filter((w) => w !== '');

/** The trigrams of a text, in order, repeats kept (none under 3 characters; astral characters count as one). */
export function trigramsOf(text: string): string[] {
  const chars = [...text];
  return Array.from({ length: Math.max(0, chars.length - 2) }, (_, i) => chars.slice(i, i + 3).join(''));
}

/**
 * Where the words of a folded name start, as the rest of the name from there: the whole name first,
 * then the rest after each space or hyphen (`blue tea-cup` → `blue tea-cup`, `tea-cup`, `cup`).
 * A text is a word start of the name (relevance ranks 0 to 2, product-search.ts) exactly when one
 * of these starts with it; the search's word-start table holds them (migration 011).
 */
export function wordStarts(folded: string): string[] {
  const starts = new Set([folded]);
  const chars = [...folded];
  for (let i = 1; i < chars.length; i += 1) if (chars[i - 1] === ' ' || chars[i - 1] === '-') starts.add(chars.slice(i).join(''));
  return [...starts];
}

/** editDistance's three rows of the matrix, grown as longer words come. */
let matrixRows: [Uint16Array, Uint16Array, Uint16Array] = [new Uint16Array(32), new Uint16Array(32), new Uint16Array(32)];

/**
 * Edits (insert, delete, substitute, swap two neighbours) from `a` to `b` (optimal string alignment).
 * With `max`: any answer above it may be given as `max + 1` (words whose lengths differ by more are
 * not compared at all).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  return alignment(a, b, max, false);
}

/**
 * Edits from `a` to the closest start of `b` (`b` itself included), as editDistance counts them:
 * `cermic` is one edit from `ceramics`, whose start `ceramic` it misspells. The shop's exact filter
 * finds a text inside words (`ceramic` finds `ceramics`), so its typos are forgiven inside them too.
 */
export function editDistanceToStart(a: string, b: string, max = Infinity): number {
  return alignment(a, b, max, true);
}

function alignment(a: string, b: string, max: number, toStart: boolean): number {
  const x = [...a];
  // To a start: no start longer than `a` by more than `max` is within it, so the rest of `b` is not
  // aligned (a long name's word costs what a short one does).
  const y = toStart ? [...b].slice(0, x.length + max) : [...b];
  if (toStart ? y.length < x.length - max : Math.abs(x.length - y.length) > max) return max + 1;
  // Three rows of the matrix: the one before the previous (for swaps), the previous, the current;
  // reused from call to call (the typo fallback compares hundreds of words per search).
  if (matrixRows[0].length <= y.length) matrixRows = [0, 1, 2].map(() => new Uint16Array(y.length + 1)) as [Uint16Array, Uint16Array, Uint16Array];
  let [before, previous, current] = matrixRows;
  for (let j = 0; j <= y.length; j += 1) previous[j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // No later row can come back under a row's least value (a swap adds one to the row before,
    // itself at least this row's least less one): the words are further apart than `max`.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  // The last row holds the edits from all of `a` to each start of `b`.
  return toStart ? previous.subarray(0, y.length + 1).reduce((least, d) => Math.min(least, d), max + 1) : previous[y.length];
}

/**
 * Typos forgiven in a word of this many characters: none under 4 (`cup` is not `cap`), one from 4,
 * two from 9 (as search engines count them).
 */
export const typosAllowed = (word: string): number => {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 4 ? 1 : 0;
};

export interface WordsMatch {
  /** Typos over all the search words. */
  edits: number;
  /** The words they were taken for, in the search's order. */
  corrected: string;
}

/**
 * Whether every folded search word is a word of `folded`, or the start of one, mistyped (within
 * typosAllowed; editDistanceToStart), and which: each search word is paired with the text's word
 * fewest edits away (the first of equals). A start counts as the shop's exact filter finds text
 * inside words, and as a word being typed is one.
 */
export function closestWords(searchWords: string[], folded: string): WordsMatch | null {
  return wordsMatcher(searchWords)(folded);
}

/**
 * closestWords for many texts against the same search words: the distance from a search word to a
 * word is worked out once (texts scored together share most of their words).
 */
export function wordsMatcher(searchWords: string[]): (folded: string) => WordsMatch | null {
  const distances = searchWords.map(() => new Map<string, number>());
  const allowedOf = searchWords.map(typosAllowed);
  const distance = (index: number, candidate: string) => {
    const known = distances[index].get(candidate);
    if (known !== undefined) return known;
    const found = editDistanceToStart(searchWords[index], candidate, allowedOf[index]);
    distances[index].set(candidate, found);
    return found;
  };
  return (folded) => {
    if (searchWords.length === 0) return null;
    const candidates = wordsOf(folded);
    let edits = 0;
    const corrected: string[] = [];
    for (let index = 0; index < searchWords.length; index += 1) {
      let best = Infinity;
      let bestWord = '';
      for (const candidate of candidates) {
        const found = distance(index, candidate);
        if (found < best) {
          best = found;
          bestWord = candidate;
        }
      }
      if (best > allowedOf[index]) return null;
      edits += best;
      corrected.push(bestWord);
    }
    return { edits, corrected: corrected.join(' ') };
  };
}
