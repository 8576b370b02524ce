/**
 * SQLite's search threads (src/search/threads.ts) answer from committed data: a write of the app's
 * connection is in the next search once committed, and never before. The answers themselves are the
 * search suite's, run on threads too (src/routes/__tests__/search.test.ts).
 */
import { setupTestApp } from '../../../test/helpers/app';
import { startSearchThreads } from '../threads';

describe('search threads [sqlite]', () => {
  const t = setupTestApp('sqlite', { env: { SEARCH_THREADS: '1' } });
  const names = async (q: string) => (await t.app.shopSearch.products({ q, limit: 10, sort: 'relevance', typos: false })).items.map((p) => p.name);

  it('sees a product once its transaction commits, and not before', async () => {
    const seller = await t.signUpStore();
    let seenInside: string[] = ['not asked'];
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values({
        store_id: seller.store_id, name: 'Quokka lantern', description: 'Paper', price_cents: 900, stock: 1, country: 'Japan',
        img: '/uploads/products/x.webp', created_at: new Date().toISOString(),
      }).execute();
      seenInside = await names('quokka');
    });
    expect(seenInside).toEqual([]);
    expect(await names('quokka')).toEqual(['Quokka lantern']);
  });

  it('answers facets and suggestions from the thread as the API answers them', async () => {
    const seller = await t.signUpStore();
    await t.addProduct(seller, { name: 'Wombat teapot', country: 'Peru', price: 30 });
    const facets = await t.app.inject({ method: 'GET', url: '/api/products/facets?q=wombat' });
    expect(facets.json()).toMatchObject({ total: 1, capped: false, countries: [{ country: 'Peru', count: 1 }] });
    const suggestions = await t.app.inject({ method: 'GET', url: '/api/products/suggest?q=womb' });
    expect(suggestions.json().items).toEqual([expect.objectContaining({ kind: 'product', text: 'Wombat teapot' })]);
  });

  it('keeps the search answering while another search runs: each thread has its own connection', async () => {
    const threads = await startSearchThreads(t.database.sqliteFile!, 2);
    try {
      const seller = await t.signUpStore();
      await t.addProduct(seller, { name: 'Numbat kettle' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => threads.products({ q: 'numbat', limit: 5, sort: 'relevance', typos: false })));
      for (const page of answers) expect(page.value.items.map((p) => p.name)).toEqual(['Numbat kettle']);
    } finally {
      await threads.close();
    }
  });
});
