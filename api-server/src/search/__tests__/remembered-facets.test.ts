/** Facet answers kept while the catalogue's stamp is unchanged: given again only while right. */
import { rememberedFacets, type StampedFacets } from '../remembered-facets';
import type { FacetSearch } from '../../repositories/product-facets';

function catalogue() {
  let stamp = 'a';
  const counted: FacetSearch[] = [];
  const count = async (search: FacetSearch): Promise<StampedFacets> => {
    counted.push(search);
    return { stamp, facets: { total: counted.length, capped: false, countries: [], price_bands: [] } };
  };
  return { count, counted, currentStamp: async () => stamp, change: (next: string) => { stamp = next; } };
}

describe('remembered facets', () => {
  it('gives a kept answer again while the catalogue is unchanged, for the same filters in any order', async () => {
    const c = catalogue();
    const facets = rememberedFacets(c.count, c.currentStamp, 10);
    const first = await facets({ q: 'teapot', country: 'Japan' });
    expect(await facets({ country: 'Japan', q: 'teapot' })).toEqual(first);
    expect(c.counted).toHaveLength(1);
  });

  it('counts again once the catalogue changed, and keeps the new answer', async () => {
    const c = catalogue();
    const facets = rememberedFacets(c.count, c.currentStamp, 10);
    await facets({ q: 'teapot' });
    c.change('b');
    expect((await facets({ q: 'teapot' })).total).toBe(2);
    expect((await facets({ q: 'teapot' })).total).toBe(2);
    expect(c.counted).toHaveLength(2);
  });

  it('counts other filters, another cap, for themselves', async () => {
    const c = catalogue();
    const facets = rememberedFacets(c.count, c.currentStamp, 10);
    await facets({ q: 'teapot' });
    await facets({ q: 'teapot', shipsTo: 'Peru' });
    await facets({ q: 'teapot', minCents: 1000 });
    await facets({ q: 'teapot' }, { cap: 3 });
    expect(c.counted).toHaveLength(4);
  });

  it('keeps the most recently asked answers only', async () => {
    const c = catalogue();
    const facets = rememberedFacets(c.count, c.currentStamp, 2);
    await facets({ q: 'one' });
    await facets({ q: 'two' });
    await facets({ q: 'three' });
    await facets({ q: 'three' });
    await facets({ q: 'one' });
    expect(c.counted.map((s) => s.q)).toEqual(['one', 'two', 'three', 'one']);
  });

  it('with 0 kept, counts every call without reading the stamp', async () => {
    const c = catalogue();
    const currentStamp = jest.fn(c.currentStamp);
    const facets = rememberedFacets(c.count, currentStamp, 0);
    await facets({ q: 'teapot' });
    await facets({ q: 'teapot' });
    expect(c.counted).toHaveLength(2);
    expect(currentStamp).not.toHaveBeenCalled();
  });

  it('keeps no failed count: the next call counts again', async () => {
    const c = catalogue();
    let fail = true;
    const facets = rememberedFacets(async (search) => {
      if (fail) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      return c.count(search);
    }, c.currentStamp, 10);
    await expect(facets({ q: 'teapot' })).rejects.toMatchObject({ code: '57014' });
    fail = false;
    expect((await facets({ q: 'teapot' })).total).toBe(1);
  });
});
