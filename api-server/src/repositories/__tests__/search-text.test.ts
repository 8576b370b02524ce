/** What the search compares: folding, word starts, the vocabulary's words, typos. */
import fc from 'fast-check';
import { closestWords, editDistance, fold, vocabularyWords, wordStarts, wordsMatcher } from '../search-text';

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
    // Few letters, so that near words (swaps, doubles) come up often.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), maxLength: 9 });
    fc.assert(fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
      const exact = editDistance(a, b);
      const bounded = editDistance(a, b, max);
      if (exact <= max) expect(bounded).toBe(exact);
      else expect(bounded).toBeGreaterThan(max);
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
    expect(wordsMatcher(['cerma'], true)('ceramic bowl')).toEqual({ edits: 1, corrected: 'ceramic' });
  });
});
