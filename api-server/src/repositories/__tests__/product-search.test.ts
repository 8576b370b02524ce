/**
 * The shop query answers alike whichever way it goes in (filters first, text first, the recent
 * window, the trigram index): each plan is forced through the tuning and every page, followed by
 * cursor, must equal the spec's filter applied to the whole catalogue.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { productFacets } from '../product-facets';
import { searchProducts, DEFAULT_SEARCH_TUNING, type ProductSearch, type RankedKey, type SearchPlan, type SearchTuning } from '../product-search';
import { fold } from '../search-text';
import { indexTrigrams, searchContext } from '../search-sql';
import type { ProductT } from '../../schemas/contract';

const WORDS = ['teapot', 'Bowl', 'CUP', 'vase', 'Crème', 'brûlée', 'kettle', 'spoon', 'plate', 'jar'];
const COUNTRIES = ['Japan', 'Peru', 'Kenya'];

describeEachDatabase('shop query plans (repositories/product-search)', (t) => {
  let all: ProductT[];

  beforeAll(async () => {
    const createdAt = new Date().toISOString();
    const storeIds: number[] = [];
    for (const store_name of ['Alpha_pots', 'Bravo_Crème']) {
      const row = await t.db
        .insertInto('stores')
        .values({ store_name, password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt })
        .returning('store_id')
        .executeTakeFirstOrThrow();
      storeIds.push(row.store_id);
    }
    for (let i = 0; i < 60; i += 1) {
      await t.db
        .insertInto('products')
        .values({
          store_id: storeIds[i % 2],
          name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} no.${i}`,
          description: i % 4 === 0 ? `Hand made ${WORDS[(i * 7) % WORDS.length].toUpperCase()}` : 'Plain',
          price_cents: 100 + ((i * 37) % 50) * 100,
          stock: 1,
          country: COUNTRIES[i % COUNTRIES.length],
          img: '/uploads/products/x.webp',
          created_at: createdAt,
        })
        .execute();
    }
    // Names for the ranks: equal to a text, starting with it, a later word after a hyphen or a space.
    for (const name of ['Cup', 'Tea-cup', 'cup cup', 'Blue cupboard']) {
      await t.db.insertInto('products').values({ store_id: storeIds[0], name, description: 'Ranked', price_cents: 1500, stock: 1, country: 'Peru', img: '/uploads/products/x.webp', created_at: createdAt }).execute();
    }
    // Letters other than a–z and digits (search-sql.ts, indexTrigrams).
    for (const name of ['Straße teacup', '東京の茶碗です']) {
      await t.db.insertInto('products').values({ store_id: storeIds[1], name, description: 'Plain', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: createdAt }).execute();
    }
    // A word inside two longer words, and a row holding all of its trigrams apart (PostgreSQL asks its
    // index for the longer words' trigrams: search-sql.ts, vocabularyTrigrams); one inside five words.
    for (const [name, description] of [['Haichal bowl', 'Plain'], ['Shaichar jar', 'Plain'], ['Hai aic ich cha', 'Plain'], ['Odd words', 'oblix1 oblix2 oblix3 oblix4 oblix5']]) {
      await t.db.insertInto('products').values({ store_id: storeIds[0], name, description, price_cents: 1100, stock: 1, country: 'Kenya', img: '/uploads/products/x.webp', created_at: createdAt }).execute();
    }
    // Each test file has a database of its own: these are all the products.
    const rows = await t.db.selectFrom('products as p').innerJoin('stores as s', 's.store_id', 'p.store_id')
      .select(['p.product_id', 'p.store_id', 's.store_name', 'p.name', 'p.description', 'p.price_cents', 'p.stock', 'p.country', 'p.img'])
      .orderBy('p.product_id', 'desc')
      .execute();
    all = rows.map((r) => ({ product_id: r.product_id, store_id: r.store_id, store_name: r.store_name, name: r.name, desc: r.description, price: r.price_cents / 100, stock: r.stock, country: r.country, img: r.img, ships_to: [] as string[] }));
  });

  /** The spec's semantics over this test's products, newest first. */
  const expected = (s: ProductSearch) =>
    all.filter((p) => {
      const q = (s.q ?? '').toLowerCase();
      const text = !q || [p.name, p.desc, p.store_name].some((field) => field.toLowerCase().includes(q));
      const cents = Math.round(p.price * 100);
      return text && (!s.country || p.country === s.country) && (s.minCents === undefined || cents >= s.minCents) && (s.maxCents === undefined || cents <= s.maxCents);
    });

  /** Every page of `search`, following the keyset. */
  async function everyPage(search: ProductSearch, tuning: SearchTuning): Promise<{ items: ProductT[]; plans: Set<SearchPlan> }> {
    const items: ProductT[] = [];
    const plans = new Set<SearchPlan>();
    let beforeId: number | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const page = await searchProducts(t.db, t.kind, { ...search, beforeId }, tuning);
      plans.add(page.plan);
      items.push(...page.items);
      if (!page.hasMore) return { items, plans };
      beforeId = page.items[page.items.length - 1].product_id;
    }
    throw new Error('too many pages');
  }

  const searches: ProductSearch[] = [
    { q: 'teapot', limit: 4 },
    { q: 'CRÈME', limit: 3 },
    { q: 'ème', country: 'Peru', limit: 2 },
    { q: 'bowl', country: 'Japan', minCents: 1000, maxCents: 3000, limit: 2 },
    { q: 'cup', minCents: 2000, limit: 5 },
    { q: 'no.1', maxCents: 4000, limit: 3 },
    { q: 'nothing-like-this', country: 'Kenya', limit: 3 },
    { q: 'hand made cup', limit: 2 },
    // Longer than a phrase, no word of 3 characters: FTS5 is asked for a cover of its trigrams.
    { q: 'no.1 te', limit: 2 },
    { q: 'teapot teapot no.', country: 'Peru', limit: 2 },
    // Longer than a phrase, with letters pg_trgm may not keep in a trigram: PostgreSQL asks its index
    // for the other words' trigrams only, or for the whole text when no word has one.
    { q: 'straße teacup', limit: 2 },
    { q: 'ße tea', limit: 2 },
    { q: '東京の茶碗です', limit: 2 },
    { q: '茶碗です', limit: 2 },
    { q: 'po', country: 'Kenya', limit: 2 },
    { country: 'Peru', minCents: 500, limit: 4 },
    { q: 'HAICHA', limit: 1 },
    { q: 'oblix', limit: 2 },
  ];
  const textFirst: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 0, countryFirstMax: 0, recentWindow: 1_000_000 };
  const filtersFirst: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 1_000_000, countryFirstMax: 1_000_000, recentWindow: 1_000_000 };
  const tinyWindow: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 0, countryFirstMax: 0, recentWindow: 2 };
  /** Every word-start range walked newest first instead of sorted. */
  const walked: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 0, countryFirstMax: 0, sortedMax: 0 };

  it.each(searches)('answers %j the same way, whichever plan is taken', async (search) => {
    const want = expected(search).map((p) => p.product_id);
    for (const tuning of [textFirst, filtersFirst, tinyWindow]) {
      const { items } = await everyPage(search, tuning);
      expect(items.map((p) => p.product_id)).toEqual(want);
    }
  });

  it('walks the filters first when they let few products through, and the text first otherwise', async () => {
    const narrow = { q: 'bowl', country: 'Japan', minCents: 1000, maxCents: 3000, limit: 2 };
    expect((await searchProducts(t.db, t.kind, narrow, filtersFirst)).plan).toBe('filters-first');
    const textFirstPlans = t.kind === 'sqlite' ? ['text-first'] : ['recent-window', 'trigram-index'];
    expect(textFirstPlans).toContain((await searchProducts(t.db, t.kind, narrow, { ...textFirst, filtersFirstMax: 1, countryFirstMax: 1 })).plan);
    expect((await searchProducts(t.db, t.kind, { q: 'teapot', limit: 2 }, filtersFirst)).plan).toBe(t.kind === 'sqlite' ? 'text-first' : 'recent-window');
    expect((await searchProducts(t.db, t.kind, { q: 'po', limit: 2 }, filtersFirst)).plan).toBe('scan');
    expect((await searchProducts(t.db, t.kind, { country: 'Peru', limit: 2 }, filtersFirst)).plan).toBe('no-text');
  });

  it('walks a country\'s candidates first up to a higher bound on PostgreSQL, whose text-first plan reads every match when the newest hold too few', async () => {
    const countryOnly: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 1, countryFirstMax: 1_000_000 };
    const textFirstPlans = t.kind === 'sqlite' ? ['text-first'] : ['recent-window', 'trigram-index'];
    const withCountry = { q: 'bowl', country: 'Japan', limit: 2 };
    expect((await searchProducts(t.db, t.kind, withCountry, countryOnly)).plan).toBe(t.kind === 'postgres' ? 'filters-first' : 'text-first');
    expect(textFirstPlans).toContain((await searchProducts(t.db, t.kind, { q: 'bowl', minCents: 1000, limit: 2 }, countryOnly)).plan);
    expect((await searchProducts(t.db, t.kind, withCountry, { ...countryOnly, countryFirstMax: 1 })).plan).not.toBe('filters-first');
  });

  it('on PostgreSQL falls back to the trigram index when the newest products do not fill the page', async () => {
    const { items, plans } = await everyPage({ q: 'teapot', limit: 4 }, tinyWindow);
    expect(items.map((p) => p.product_id)).toEqual(expected({ q: 'teapot', limit: 4 }).map((p) => p.product_id));
    expect([...plans]).toContain(t.kind === 'sqlite' ? 'text-first' : 'trigram-index');
  });

  if (t.kind === 'postgres') {
    it('asks the trigram index for the words holding a one-word text, when few do, on PostgreSQL', async () => {
      const asked = (q: string) => indexTrigrams(searchContext(t.db, t.kind, { q, limit: 1 }, { kind: 'none' }));
      const groups = await asked('haicha');
      // One group per word holding it (haichal, shaichar), each of trigrams of that word.
      expect(groups).toHaveLength(2);
      expect(groups!.map((group) => group.every((trigram) => 'haichal'.includes(trigram)) || group.every((trigram) => 'shaichar'.includes(trigram)))).toEqual([true, true]);
      expect(groups!.flat().some((trigram) => trigram === 'sha' || trigram === 'hal' || trigram === 'har')).toBe(true);
      // Five words hold `oblix`; `cha` is one trigram; `i aic` spans words: the text itself is asked for.
      for (const q of ['oblix', 'cha', 'i aic']) expect(await asked(q)).toBeUndefined();
    });
  }

  /** The rank of a product for a text (the header of product-search.ts), from its name alone. */
  const rankOf = (name: string, q: string) => {
    const n = fold(name);
    const f = fold(q);
    if (n === f) return 0;
    if (n.startsWith(f)) return 1;
    return n.includes(` ${f}`) || n.includes(`-${f}`) ? 2 : 3;
  };

  /** Every ranked page of `search`, following the (rank, id) key. */
  async function everyRankedPage(search: ProductSearch, tuning: SearchTuning): Promise<{ items: ProductT[]; plans: Set<SearchPlan> }> {
    const items: ProductT[] = [];
    const plans = new Set<SearchPlan>();
    let after: RankedKey | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const page = await searchProducts(t.db, t.kind, { ...search, sort: 'relevance', after }, tuning);
      plans.add(page.plan);
      items.push(...page.items);
      if (!page.hasMore) return { items, plans };
      after = page.lastKey;
    }
    throw new Error('too many pages');
  }

  it.each([
    { q: 'cup', limit: 2 },
    { q: 'CUP', country: 'Peru', limit: 3 },
    { q: 'teapot', limit: 4 },
    { q: 'crème', limit: 3 },
    { q: 'ot', limit: 5 },
    { q: 'plate', minCents: 1000, limit: 2 },
    { q: 'no.1', limit: 3 },
    { q: 'nothing-like-this', limit: 3 },
    { q: 'made spoon', limit: 2 },
  ])('ranks %j alike whichever plan is taken: best match first, newest first among equals, every page', async (search) => {
    const want = expected(search)
      .map((p) => ({ id: p.product_id, rank: rankOf(p.name, search.q!) }))
      .sort((a, b) => a.rank - b.rank || b.id - a.id)
      .map((k) => k.id);
    const plans = new Set<SearchPlan>();
    for (const tuning of [textFirst, filtersFirst, tinyWindow, walked, DEFAULT_SEARCH_TUNING]) {
      const page = await everyRankedPage(search, tuning);
      page.plans.forEach((plan) => plans.add(plan));
      expect(page.items.map((p) => p.product_id)).toEqual(want);
    }
    if (want.length > 0 && search.q!.length >= 3) expect([...plans]).toEqual(expect.arrayContaining(['word-starts', 'name-walk']));
  });

  it('knows from the vocabulary when a text matches nothing, and misses no word of a description, even a new one', async () => {
    expect((await searchProducts(t.db, t.kind, { q: 'zzqqzz', limit: 5 })).plan).toBe('not-in-vocabulary');
    expect((await searchProducts(t.db, t.kind, { q: 'tea-cup qqzz', limit: 5 })).plan).toBe('not-in-vocabulary');
    // With filters, the vocabulary and the filters' count are one question: still nothing, both sorts.
    for (const sort of ['newest', 'relevance'] as const) {
      expect((await searchProducts(t.db, t.kind, { q: 'bowl qqzz', country: 'Japan', maxCents: 3000, sort, limit: 5 })).plan).toBe('not-in-vocabulary');
      expect((await searchProducts(t.db, t.kind, { q: 'bowl', country: 'Japan', maxCents: 3000, sort, limit: 5 })).plan).toBe('filters-first');
    }
    expect((await searchProducts(t.db, t.kind, { q: 'RANKED', limit: 10 })).items.map((p) => p.name).sort()).toEqual(['Blue cupboard', 'Cup', 'Tea-cup', 'cup cup']);
    const [cup] = (await searchProducts(t.db, t.kind, { q: 'tea-cup', limit: 5 })).items;
    await t.db.updateTable('products').set({ description: 'Polished ranked' }).where('product_id', '=', cup.product_id).execute();
    expect((await searchProducts(t.db, t.kind, { q: 'ISHED ran', limit: 5 })).items.map((p) => p.product_id)).toEqual([cup.product_id]);
    await t.db.updateTable('products').set({ description: 'Ranked' }).where('product_id', '=', cup.product_id).execute();
  });

  it('remembers the words it found in the vocabulary, and asks again for a word it did not find', async () => {
    const shop = { store_id: all[0].store_id, description: 'Plain', price_cents: 700, stock: 1, country: 'Kenya', img: '/uploads/products/x.webp', created_at: new Date().toISOString() };
    expect((await searchProducts(t.db, t.kind, { q: 'Wobbleq', limit: 5 })).plan).toBe('not-in-vocabulary');
    const { product_id } = await t.db.insertInto('products').values({ ...shop, name: 'Wobbleq mug' }).returning('product_id').executeTakeFirstOrThrow();
    const found = await searchProducts(t.db, t.kind, { q: 'wobbleq', limit: 5 });
    expect(found.items.map((p) => p.product_id)).toEqual([product_id]);
    // The vocabulary only grows, so a word found once is not asked for again: taken out behind the
    // search's back, it is still searched for (and the product still found).
    await t.db.deleteFrom('search_words').where('word', '=', 'wobbleq').execute();
    expect((await searchProducts(t.db, t.kind, { q: 'WOBBLEQ', limit: 5 })).items.map((p) => p.product_id)).toEqual([product_id]);
    // A text of known and unknown words still asks for the unknown one.
    expect((await searchProducts(t.db, t.kind, { q: 'wobbleq zzyqx', limit: 5 })).plan).toBe('not-in-vocabulary');
    // With filters, a known word leaves the filters' count to the plan, which still goes filters first.
    expect((await searchProducts(t.db, t.kind, { q: 'wobbleq', country: 'Kenya', maxCents: 800, limit: 5 })).plan).toBe('filters-first');
    await t.db.deleteFrom('products').where('product_id', '=', product_id).execute();
  });

  it('remembers a found word in a facet count too, which PostgreSQL runs in a transaction of its own', async () => {
    const shop = { store_id: all[0].store_id, description: 'Plain', price_cents: 700, stock: 1, country: 'Kenya', img: '/uploads/products/x.webp', created_at: new Date().toISOString() };
    const { product_id } = await t.db.insertInto('products').values({ ...shop, name: 'Quibblez bowl' }).returning('product_id').executeTakeFirstOrThrow();
    // A filter, so the count asks the vocabulary first (a rare text alone goes straight to its trigrams).
    const search = { q: 'quibblez', country: 'Kenya' };
    expect((await productFacets(t.db, t.kind, search)).total).toBe(1);
    await t.db.deleteFrom('search_words').where('word', '=', 'quibblez').execute();
    expect((await productFacets(t.db, t.kind, search)).total).toBe(1);
    expect((await searchProducts(t.db, t.kind, { ...search, limit: 5 })).items.map((p) => p.product_id)).toEqual([product_id]);
    await t.db.deleteFrom('products').where('product_id', '=', product_id).execute();
  });
});
