/**
 * Ship-to countries (docs/api-contract.md, "Languages, currencies, ship-to"): set with the store's
 * register and update calls (JSON array text or repeated fields, names of the country list only),
 * carried by store and product answers, and the shop's `ships_to` filter, whichever plan answers it.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { pngBytes } from '../../../test/helpers/images';
import type { Seller } from '../../../test/helpers/actors';
import { DEFAULT_SEARCH_TUNING, searchProducts, type ProductSearch, type SearchTuning } from '../../repositories/product-search';

type Fields = Record<string, string | string[]>;

/** A multipart form; an array value is sent as the field repeated. */
async function form(fields: Fields, image: Buffer | null): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  if (image) data.append('storeImg', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'logo.png');
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

describeEachDatabase('ship-to countries', (t) => {
  const storeFields = (extra: Fields = {}): Fields => ({
    store_name: t.uniqueName('ships'), password: 'store password', full_location: 'Lima, Peru', bio: 'Coffee', ...extra,
  });
  const register = async (fields: Fields) => t.app.inject({ method: 'POST', url: '/api/store/reg', ...(await form(fields, await pngBytes())) });
  const update = async (seller: Seller, fields: Fields) => {
    const body = await form({ store_name: seller.store_name, ...fields }, null);
    return t.app.inject({ method: 'PATCH', url: '/api/store/update', headers: { ...body.headers, ...seller.auth }, payload: body.payload });
  };
  const getStore = async (name: string) => (await t.app.inject({ method: 'GET', url: `/api/store/${name}` })).json();
  const storeCount = async () => Number((await t.db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('store register and update', () => {
    it('takes a JSON array text; the store and its products answer the list A–Z', async () => {
      const fields = storeFields({ ships_to: '["Peru","Japan","Chile"]' });
      expect((await register(fields)).statusCode).toBe(201);
      const store = await getStore(fields.store_name as string);
      expect(store.ships_to).toEqual(['Chile', 'Japan', 'Peru']);
      const login = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: fields.store_name, password: fields.password } });
      const seller = { ...store, token: login.json().token, auth: { authorization: `Bearer ${login.json().token}` } } as Seller;
      const product = await t.addProduct(seller);
      expect(product.ships_to).toEqual(['Chile', 'Japan', 'Peru']);
      for (const url of [`/api/product/${product.product_id}`]) expect((await t.app.inject({ method: 'GET', url })).json().ships_to).toEqual(['Chile', 'Japan', 'Peru']);
      const ofStore = (await t.app.inject({ method: 'GET', url: `/api/product/store/${store.store_id}` })).json();
      expect(ofStore.map((p: { ships_to: string[] }) => p.ships_to)).toEqual([['Chile', 'Japan', 'Peru']]);
      const all = (await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json() as Array<{ product_id: number; ships_to: string[] }>;
      expect(all.find((p) => p.product_id === product.product_id)!.ships_to).toEqual(['Chile', 'Japan', 'Peru']);
      // The shop's search with a text, and its typo fallback (PostgreSQL reads the lists in the rows' own statement).
      const named = await t.addProduct(seller, { name: 'Shipsto lanternfish' });
      for (const q of ['lanternfish', 'lanternfisj']) {
        const found = (await t.app.inject({ method: 'GET', url: `/api/products?q=${q}` })).json();
        expect(found.items.map((p: { product_id: number; ships_to: string[] }) => [p.product_id, p.ships_to])).toEqual([[named.product_id, ['Chile', 'Japan', 'Peru']]]);
      }
    });

    it('takes the field repeated, and a single name', async () => {
      const repeated = storeFields({ ships_to: ['United States', 'Japan'] });
      expect((await register(repeated)).statusCode).toBe(201);
      expect((await getStore(repeated.store_name as string)).ships_to).toEqual(['Japan', 'United States']);
      const single = storeFields({ ships_to: 'Norway' });
      expect((await register(single)).statusCode).toBe(201);
      expect((await getStore(single.store_name as string)).ships_to).toEqual(['Norway']);
    });

    it('without the field, or with [], ships everywhere (an empty list)', async () => {
      const none = storeFields();
      expect((await register(none)).statusCode).toBe(201);
      expect((await getStore(none.store_name as string)).ships_to).toEqual([]);
      const empty = storeFields({ ships_to: '[]' });
      expect((await register(empty)).statusCode).toBe(201);
      expect((await getStore(empty.store_name as string)).ships_to).toEqual([]);
    });

    it.each([
      ['a name not in the country list', { ships_to: '["Japan","Narnia"]' }, 'unknown_country', /"Narnia"/],
      ['a repeated name not in the list', { ships_to: ['Peru', 'Atlantis'] }, 'unknown_country', /"Atlantis"/],
      ['a name in the wrong case', { ships_to: '["japan"]' }, 'unknown_country', /"japan"/],
      ['JSON that does not parse', { ships_to: '["Japan"' }, 'field_invalid', /JSON array/],
      ['a JSON array of objects', { ships_to: '[{"name":"Japan"}]' }, 'field_invalid', /ships_to/],
    ] as const)('refuses %s (400, field ships_to), writing nothing', async (_what, extra, code, named) => {
      const before = await storeCount();
      const fields = storeFields(extra as unknown as Fields);
      const res = await register(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: expect.stringMatching(named), code, field: expect.stringMatching(/^ships_to/) });
      expect(await storeCount()).toBe(before);
    });

    it('an update without the field keeps the list; [] ships everywhere again; a bad entry changes nothing', async () => {
      const seller = await t.signUpStore();
      expect((await update(seller, { ships_to: '["Kenya","Japan"]' })).statusCode).toBe(200);
      expect((await getStore(seller.store_name)).ships_to).toEqual(['Japan', 'Kenya']);
      expect((await update(seller, { bio: 'New bio' })).statusCode).toBe(200);
      const kept = await getStore(seller.store_name);
      expect([kept.bio, kept.ships_to]).toEqual(['New bio', ['Japan', 'Kenya']]);
      const bad = await update(seller, { bio: 'Other bio', ships_to: ['Peru', 'Mordor'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ msg: expect.stringContaining('"Mordor"'), code: 'unknown_country', field: 'ships_to' });
      const unchanged = await getStore(seller.store_name);
      expect([unchanged.bio, unchanged.ships_to]).toEqual(['New bio', ['Japan', 'Kenya']]);
      expect((await update(seller, { ships_to: '[]' })).statusCode).toBe(200);
      expect((await getStore(seller.store_name)).ships_to).toEqual([]);
    });
  });

  describe('GET /api/products?ships_to=', () => {
    // Three stores: one ships everywhere, one to Japan and Peru, one to Peru only.
    let everywhere: Seller;
    let japanPeru: Seller;
    let peruOnly: Seller;
    const ids: Record<string, number[]> = { everywhere: [], japanPeru: [], peruOnly: [] };
    const MARK = 'shipmark';

    beforeAll(async () => {
      everywhere = await t.signUpStore();
      japanPeru = await t.signUpStore();
      peruOnly = await t.signUpStore();
      await update(japanPeru, { ships_to: '["Japan","Peru"]' });
      await update(peruOnly, { ships_to: '["Peru"]' });
      // Interleaved, so pages mix the stores.
      for (let i = 0; i < 4; i++) {
        for (const [key, seller] of [['everywhere', everywhere], ['japanPeru', japanPeru], ['peruOnly', peruOnly]] as const) {
          const product = await t.addProduct(seller, { name: `${MARK} ${key} ${i}`, price: String(10 + i * 10), country: i % 2 === 0 ? 'Japan' : 'Kenya' });
          ids[key].push(product.product_id);
        }
      }
    });

    const shop = async (query: string) => t.app.inject({ method: 'GET', url: `/api/products?q=${MARK}&${query}` });
    const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);
    const everyPage = async (query: string) => {
      const seen: number[] = [];
      let cursor = '';
      for (let guard = 0; guard < 50; guard++) {
        const res = await shop(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        const page = res.json() as { items: Array<{ product_id: number }>; next_cursor: string | null };
        seen.push(...page.items.map((p) => p.product_id));
        if (!page.next_cursor) return seen;
        cursor = page.next_cursor;
      }
      throw new Error('too many pages');
    };

    it('keeps the products whose store ships there (a store without a list ships everywhere), page by page', async () => {
      expect(await everyPage('ships_to=Japan')).toEqual(newestFirst([...ids.everywhere, ...ids.japanPeru]));
      expect(await everyPage('ships_to=Peru')).toEqual(newestFirst([...ids.everywhere, ...ids.japanPeru, ...ids.peruOnly]));
      expect(await everyPage('ships_to=Chile')).toEqual(newestFirst(ids.everywhere));
      expect(await everyPage('ships_to=')).toEqual(newestFirst([...ids.everywhere, ...ids.japanPeru, ...ids.peruOnly]));
    });

    it('combines with country and price as the spec says, and answers ships_to on each product', async () => {
      // Products 0 and 2 of each store are from Japan; prices 10, 20, 30, 40.
      const res = await shop('ships_to=Japan&country=Japan&min_price=15&max_price=35');
      const items = res.json().items as Array<{ product_id: number; store_name: string; ships_to: string[] }>;
      expect(items.map((p) => p.product_id)).toEqual(newestFirst([ids.everywhere[2], ids.japanPeru[2]]));
      expect(items.map((p) => p.ships_to)).toEqual([['Japan', 'Peru'], []]);
    });

    it('refuses a country not in the list (400 unknown_country, field ships_to)', async () => {
      const res = await shop('ships_to=Narnia');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: expect.stringContaining('"Narnia"'), code: 'unknown_country', field: 'ships_to' });
    });

    it('answers alike whichever plan the repository takes (filters first, text first, the recent window, no text)', async () => {
      const textFirst: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 0, countryFirstMax: 0, recentWindow: 1_000_000 };
      const filtersFirst: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 1_000_000, countryFirstMax: 1_000_000, recentWindow: 1_000_000 };
      const tinyWindow: SearchTuning = { ...DEFAULT_SEARCH_TUNING, filtersFirstMax: 0, countryFirstMax: 0, recentWindow: 2 };
      const cases: Array<[ProductSearch, number[]]> = [
        [{ q: MARK, shipsTo: 'Japan', limit: 3 }, [...ids.everywhere, ...ids.japanPeru]],
        [{ q: MARK, shipsTo: 'Chile', country: 'Kenya', limit: 1 }, [ids.everywhere[1], ids.everywhere[3]]],
        [{ q: 'mark', shipsTo: 'Peru', maxCents: 2000, limit: 2 }, [ids.everywhere[0], ids.everywhere[1], ids.japanPeru[0], ids.japanPeru[1], ids.peruOnly[0], ids.peruOnly[1]]],
      ];
      for (const [search, want] of cases) {
        for (const tuning of [textFirst, filtersFirst, tinyWindow]) {
          const seen: number[] = [];
          let beforeId: number | undefined;
          for (let guard = 0; guard < 50; guard++) {
            const page = await searchProducts(t.db, t.kind, { ...search, beforeId }, tuning);
            seen.push(...page.items.map((p) => p.product_id));
            if (!page.hasMore) break;
            beforeId = page.items[page.items.length - 1].product_id;
          }
          // Other tests of this file add products too: only this block's are compared.
          const ours = new Set([...ids.everywhere, ...ids.japanPeru, ...ids.peruOnly]);
          expect(seen.filter((id) => ours.has(id))).toEqual(newestFirst(want));
        }
      }
    });
  });
});
