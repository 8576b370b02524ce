import { shipsTo, shipsToList } from './shipsTo';

describe('shipsTo', () => {
  it('ships everywhere with an empty or absent list, else only to the listed countries', () => {
    expect(shipsTo({ ships_to: [] }, 'Japan')).toBe(true);
    expect(shipsTo({}, 'Japan')).toBe(true);
    expect(shipsTo({ ships_to: ['Japan', 'Peru'] }, 'Peru')).toBe(true);
    expect(shipsTo({ ships_to: ['Japan'] }, 'Peru')).toBe(false);
    expect(shipsToList({})).toEqual([]);
  });
});
