/**
 * The search's answers against the spec's plain filter, for any query drawn over a generated
 * catalogue (fast-check): the ranked pages hold exactly the matching products, in rank order; the
 * facet counts equal what the shop query answers, each facet ignoring its own filter.
 */
import fc from 'fast-check';
import { describeEachDatabase } from '../../../test/helpers/app';
import { fold } from '../../repositories/search-text';
import type { ProductT } from '../../schemas/contract';

const WORDS = ['Teapot', 'tea', 'Bowl', 'café', 'Crème', 'cup', 'kettle', 'Jar', 'spoon-rest', 'mug'];
const COUNTRIES = ['Japan', 'Peru', 'Kenya', 'France'];
const BAND_TOPS = [10, 25, 50, 100, 250];

/** A seeded generator, so every run and both databases get the same catalogue. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Query = { q: string; country: string; min?: number; max?: number };

describeEachDatabase('search properties over a generated catalogue', (t) => {
  let all: Array<Pick<ProductT, 'product_id' | 'name' | 'desc' | 'store_name' | 'country' | 'price'>>;

  beforeAll(async () => {
    const random = seeded(11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const createdAt = new Date().toISOString();
    const stores: Array<{ id: number; name: string }> = [];
    for (const name of ['Tea_House', 'Potters', 'Cafe_Noir']) {
      const { store_id } = await t.db.insertInto('stores').values({ store_name: name, password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt }).returning('store_id').executeTakeFirstOrThrow();
      stores.push({ id: store_id, name });
    }
    all = [];
    for (let i = 0; i < 90; i += 1) {
      const store = pick(stores);
      const name = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS)).join(random() < 0.2 ? '-' : ' ');
      const desc = Array.from({ length: Math.floor(random() * 4) }, () => pick(WORDS)).join(' ');
      const price = 1 + Math.floor(random() * 400);
      const country = pick(COUNTRIES);
      const { product_id } = await t.db.insertInto('products').values({ store_id: store.id, name, description: desc, price_cents: price * 100, stock: 1, country, img: '/uploads/products/x.webp', created_at: createdAt }).returning('product_id').executeTakeFirstOrThrow();
      all.push({ product_id, name, desc, store_name: store.name, country, price });
    }
  });

  const params = (query: Query): Record<string, string> => ({
    ...(query.q ? { q: query.q } : {}),
    ...(query.country ? { country: query.country } : {}),
    ...(query.min !== undefined ? { min_price: String(query.min) } : {}),
    ...(query.max !== undefined ? { max_price: String(query.max) } : {}),
  });
  const matches = (query: Query) =>
    all.filter((p) => (!query.q || [p.name, p.desc, p.store_name].some((field) => fold(field).includes(fold(query.q))))
      && (!query.country || p.country === query.country)
      && (query.min === undefined || p.price >= query.min) && (query.max === undefined || p.price <= query.max));
  const rankOf = (name: string, q: string) => {
    const [n, f] = [fold(name), fold(q)];
    if (n === f) return 0;
    if (n.startsWith(f)) return 1;
    return n.includes(` ${f}`) || n.includes(`-${f}`) ? 2 : 3;
  };

  async function everyPage(query: Query, limit: number): Promise<ProductT[]> {
    const items: ProductT[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 200; guard += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/products', query: { ...params(query), limit: String(limit), ...(cursor ? { cursor } : {}) } });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: ProductT[]; next_cursor: string | null; corrected?: string };
      if (page.corrected !== undefined) return []; // a typo fallback: nothing matched as typed
      items.push(...page.items);
      if (!page.next_cursor) return items;
      cursor = page.next_cursor;
    }
    throw new Error('too many pages');
  }

  /** A text drawn from the catalogue's own words (a whole word, a part of one, across a space), or none. */
  const text = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...WORDS),
    fc.tuple(fc.constantFrom(...WORDS), fc.nat(), fc.nat()).map(([word, a, b]) => {
      const from = a % word.length;
      return word.slice(from, from + 1 + (b % (word.length - from)));
    }),
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([x, y]) => `${x.slice(-2)} ${y.slice(0, 3)}`),
    // Longer than a phrase: the index is asked for a few of its words' trigrams (search-sql.ts, indexTrigrams).
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([x, y]) => `${x.slice(-3)} ${y}`),
  );
  // Filters are left out more often than not: without them the ranks come from the word-start table,
  // with them from one ranked pass over the filters' candidates; both are drawn.
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  const query = fc.record({
    q: text,
    country: fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...COUNTRIES) }),
    min: maybe(fc.integer({ min: 1, max: 300 })),
    max: maybe(fc.integer({ min: 50, max: 400 })),
  });
  const unfiltered = (q: string): Query => ({ q, country: '', min: undefined, max: undefined });

  it('answers exactly the matching products, best match first then newest, across pages', async () => {
    await fc.assert(fc.asyncProperty(query, fc.integer({ min: 3, max: 40 }), async (drawn, limit) => {
      const want = matches(drawn)
        .map((p) => ({ id: p.product_id, rank: drawn.q ? rankOf(p.name, drawn.q) : 0 }))
        .sort((a, b) => a.rank - b.rank || b.id - a.id)
        .map((k) => k.id);
      expect((await everyPage(drawn, limit)).map((p) => p.product_id)).toEqual(want);
    }), { numRuns: 100, seed: 23, examples: [[unfiltered('mug'), 4], [unfiltered('TEAPOT'), 3], [unfiltered('rest'), 2], [unfiltered('ug'), 5]] });
  });

  it('counts facets that equal the shop query, each ignoring its own filter', async () => {
    await fc.assert(fc.asyncProperty(query, async (drawn) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products/facets', query: params(drawn) });
      expect(res.statusCode).toBe(200);
      const facets = res.json() as { total: number; capped: boolean; countries: Array<{ country: string; count: number }>; price_bands: Array<{ count: number }> };
      expect(facets.total).toBe(matches(drawn).length);
      expect(facets.capped).toBe(false);
      const byCountry = new Map<string, number>();
      for (const p of matches({ ...drawn, country: '' })) byCountry.set(p.country, (byCountry.get(p.country) ?? 0) + 1);
      expect(new Map(facets.countries.map((c) => [c.country, c.count]))).toEqual(byCountry);
      const bands = [0, 0, 0, 0, 0, 0];
      for (const p of matches({ ...drawn, min: undefined, max: undefined })) {
        const band = BAND_TOPS.findIndex((top) => p.price < top);
        bands[band === -1 ? 5 : band] += 1;
      }
      expect(facets.price_bands.map((b) => b.count)).toEqual(bands);
    }), { numRuns: 40, seed: 23 });
  });
});
