import { nameStatement, withStatementName } from '../named-statements';

describe('named statements (PostgreSQL: parsed and planned once per connection)', () => {
  it('sends a registered text with values as a named statement, the same name every time', () => {
    const text = nameStatement('SELECT name FROM products WHERE product_id = $1 /* named-statements test */');
    const [first] = withStatementName([text, [1]]) as [{ name: string; text: string; values: unknown[] }];
    expect(first).toEqual({ name: expect.stringMatching(/^marketplace_\d+$/), text, values: [1] });
    expect(withStatementName([text, [2]])).toEqual([{ name: first.name, text, values: [2] }]);
    expect(nameStatement(text)).toBe(text);
    expect(withStatementName([text, [3]])).toEqual([{ name: first.name, text, values: [3] }]);
  });

  it('gives different texts different names', () => {
    const a = nameStatement('SELECT 1 WHERE $1::int > 0 /* a */');
    const b = nameStatement('SELECT 1 WHERE $1::int > 0 /* b */');
    const [[named_a], [named_b]] = [withStatementName([a, [1]]), withStatementName([b, [1]])] as Array<[{ name: string }]>;
    expect(named_a.name).not.toBe(named_b.name);
  });

  it('leaves every other call as it was: unregistered texts, no values, callbacks, query objects', () => {
    const callback = () => undefined;
    const config = { text: 'SELECT 1', values: [] };
    for (const args of [['SELECT $1::int /* never registered */', [1]], ['BEGIN'], ['SELECT 1', [], callback], [config]]) {
      expect(withStatementName(args)).toBe(args);
    }
  });
});
