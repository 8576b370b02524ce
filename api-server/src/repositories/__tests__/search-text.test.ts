/** What the search compares: folding, word starts, the vocabulary's words, typos. */
import fc from 'fast-check';
import { closestWords, editDistance, editDistanceToStart, fold, vocabularyWords, wordStarts, wordsMatcher } from '../search-text';

/** Words of few letters, so that near words (swaps, doubles) come up often. */
const nearWord = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), maxLength: 9 });

/** A bounded distance is the true one up to the bound, and something above it beyond. */
function expectBounded(bounded: number, exact: number, max: number) {
  if (exact <= max) expect(bounded).toBe(exact);
  else expect(bounded).toBeGreaterThan(max);
}

describe('search text', () => {
  it('counts one edit for a substitution, a missing, a doubled or a swapped letter', () => {
    expect(editDistance('turmeric', 'turmeric')).toBe(0);
    expect(editDistance('tumeric', 'turmeric')).toBe(1);
    expect(editDistance('teapott', 'teapot')).toBe(1);
    expect(editDistance('teapto', 'teapot')).toBe(1);
    expect(editDistance('cerbmic', 'ceramic')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('may stop above a bound, never below the true distance', () => {
    expect(editDistance('tea', 'teapotstand', 1)).toBe(2);
    expect(editDistance('kitten', 'sitting', 1)).toBeGreaterThan(1);
    expect(editDistance('teapto', 'teapot', 1)).toBe(1);
  });

  it('with a bound, answers the true distance up to it and something above it beyond, for any two words', () => {
    fc.assert(fc.property(nearWord, nearWord, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
      expectBounded(editDistance(a, b, max), editDistance(a, b), max);
    }), { numRuns: 2000 });
  });

  it('counts the edits to the closest start of a word too: a mistyped word inside a longer one', () => {
    expect(editDistanceToStart('cermic', 'ceramics')).toBe(1);
    expect(editDistance('cermic', 'ceramics')).toBe(2);
    expect(editDistanceToStart('ceramic', 'ceramics')).toBe(0);
    expect(editDistanceToStart('tepo', 'teapot')).toBe(1);
    expect(editDistanceToStart('teapott', 'teapot')).toBe(1);
    expect(editDistanceToStart('bowls', 'bow')).toBe(2);
    expect(editDistanceToStart('bowls', 'bow', 1)).toBe(2);
    expect(editDistanceToStart('abc', '')).toBe(3);
  });

  it('to a start, answers the least distance to any start of the word, bounded as editDistance is', () => {
    fc.assert(fc.property(nearWord, nearWord, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
      const chars = [...b];
      const exact = Math.min(...chars.map((_, i) => editDistance(a, chars.slice(0, i + 1).join(''))), editDistance(a, ''));
      expect(editDistanceToStart(a, b)).toBe(exact);
      expectBounded(editDistanceToStart(a, b, max), exact, max);
    }), { numRuns: 2000 });
  });

  it('answers each pair alone, whatever pairs of whatever lengths came before it', () => {
    // A plain optimal string alignment distance, the whole matrix, to hold editDistance to.
    const reference = (a: string, b: string) => {
      const [x, y] = [[...a], [...b]];
      const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= x.length; i += 1) {
        for (let j = 1; j <= y.length; j += 1) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
      return d[x.length][y.length];
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'é', '😀'), maxLength: 70 });
    fc.assert(fc.property(fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 6 }), (pairs) => {
      for (const [a, b] of pairs) expect(editDistance(a, b)).toBe(reference(a, b));
    }), { numRuns: 300 });
  });

  it('gives the word starts of a name: the whole name, then after each space or hyphen', () => {
    expect(wordStarts(fold('Blue Tea-Cup'))).toEqual(['blue tea-cup', 'tea-cup', 'cup']);
    expect(wordStarts('cup cup')).toEqual(['cup cup', 'cup']);
  });

  it('splits the vocabulary at ASCII spaces and punctuation only', () => {
    expect(vocabularyWords(fold('Café-noir, no.1 (mug)'))).toEqual(['cafe', 'noir', 'no', '1', 'mug']);
    expect(vocabularyWords('東京の茶碗 «tea»')).toEqual(['東京の茶碗', '«tea»']);
  });

  it('matches words as closestWords does, remembering distances across texts', () => {
    const match = wordsMatcher(['cermic', 'bowl']);
    expect(match('ceramic bowl kiln_works')).toEqual({ edits: 1, corrected: 'ceramic bowl' });
    expect(match('ceramic plate')).toBeNull();
    expect(match('bowl ceramic')).toEqual(closestWords(['cermic', 'bowl'], 'bowl ceramic'));
    expect(wordsMatcher(['cerma'])('ceramic bowl')).toEqual({ edits: 1, corrected: 'ceramic' });
    // Any word may be the mistyped start of a longer one, as the exact filter finds text inside words.
    expect(wordsMatcher(['cermic', 'bowl'])('large fruit bowl lisbon ceramics')).toEqual({ edits: 1, corrected: 'ceramics bowl' });
    expect(wordsMatcher(['cermic', 'bowl'])('ceramics plate')).toBeNull();
  });
});
