import { describeEachDatabase } from '../../../test/helpers/app';

describeEachDatabase('sitemap: GET /api/sitemap/entries', (t) => {
  const entries = (query: string) => t.app.inject({ method: 'GET', url: `/api/sitemap/entries?${query}` });

  it('gives the totals and the keys of every store and product page in id order, in pages that follow on', async () => {
    const seller = await t.signUpStore();
    const products = [];
    for (let i = 0; i < 3; i += 1) products.push(await t.addProduct(seller));
    const ids = products.map((product) => product.product_id);

    const first = await entries('kind=product&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const page = first.json();
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.max_id).toBeGreaterThanOrEqual(Math.max(...ids));
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({ id: expect.any(Number), key: String(page.items[0].id) });
    expect(page.next_after).toBe(page.items[1].id);

    // Following the cursor reaches every product once, the newest last.
    const seen: number[] = page.items.map((item: { id: number }) => item.id);
    let cursor = page.next_after;
    while (cursor !== null) {
      const next = (await entries(`kind=product&after=${cursor}&limit=2`)).json();
      expect(next.total).toBeNull();
      seen.push(...next.items.map((item: { id: number }) => item.id));
      cursor = next.next_after;
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(seen.at(-1)).toBe(Math.max(...ids));

    const stores = (await entries('kind=store')).json();
    expect(stores.items).toContainEqual({ id: expect.any(Number), key: seller.store_name });
    expect(stores.next_after).toBeNull();
  });

  it('keeps to an id range (a sitemap file)', async () => {
    const seller = await t.signUpStore();
    const before = (await entries('kind=product&limit=0')).json().max_id as number;
    await t.addProduct(seller);
    await t.addProduct(seller);
    const answer = (await entries(`kind=product&after=${before}&until=${before + 1}`)).json();
    expect(answer.items.map((item: { id: number }) => item.id)).toEqual([before + 1]);
    expect(answer.next_after).toBeNull();
  });

  it('answers only the totals for limit=0, and refuses a bad query (400)', async () => {
    const totals = (await entries('kind=store&limit=0')).json();
    expect(totals.items).toEqual([]);
    expect(totals.total).toBeGreaterThanOrEqual(0);
    const refusals = {
      'kind=order': ['field_invalid', 'kind'],
      'kind=product&limit=50001': ['out_of_range', 'limit'],
      'kind=product&after=-1': ['out_of_range', 'after'],
      'limit=5': ['field_required', 'kind'],
    } as const;
    for (const [query, [code, field]] of Object.entries(refusals)) {
      const res = await entries(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: expect.any(String), code, field });
    }
  });
});
