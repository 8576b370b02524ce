import { File as NodeFile } from 'node:buffer';
import type { Store } from 'shared-api';
import { shipsToOf, storeFormData } from '../storeForm';

const picture = () => new NodeFile([new Uint8Array([137, 80, 78, 71])], 'shop.png', { type: 'image/png' }) as unknown as File;

describe('storeFormData', () => {
  it('sends ships_to as one field holding a JSON array of country names', () => {
    const body = storeFormData({ store_name: 'acme', password: 'correct horse', full_location: 'Japan, Tokyo', bio: 'Cups', storeImg: picture(), ships_to: ['Japan', "Côte d'Ivoire"] });
    expect(body.getAll('ships_to')).toEqual(['["Japan","Côte d\'Ivoire"]']);
    expect(body.get('store_name')).toBe('acme');
    expect((body.get('storeImg') as File).name).toBe('shop.png');
  });

  it('an empty list (every country) is sent as []; fields left undefined are not sent', () => {
    const body = storeFormData({ store_name: 'acme', full_location: 'Japan', password: undefined, bio: undefined, ships_to: [] });
    expect([...body.keys()]).toEqual(['store_name', 'full_location', 'ships_to']);
    expect(body.get('ships_to')).toBe('[]');
    expect(storeFormData({ store_name: 'acme', full_location: 'Japan' }).has('ships_to')).toBe(false);
  });
});

describe('shipsToOf', () => {
  const store = { store_id: 1, store_name: 'acme', full_location: 'Japan', bio: '', img: '' } as Store;
  it('reads the answer\'s ships_to, and every country (empty) when the answer has none', () => {
    expect(shipsToOf({ ...store, ships_to: ['Peru'] } as Store)).toEqual(['Peru']);
    expect(shipsToOf(store)).toEqual([]);
  });
});
