import SqliteDatabase from 'better-sqlite3';
import { withRowObjects } from '../row-objects';

function catalogue(): SqliteDatabase.Database {
  const file = new SqliteDatabase(':memory:');
  file.exec(`
    CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL);
    CREATE TABLE products (product_id INTEGER PRIMARY KEY, store_id INTEGER, name TEXT, price_cents INTEGER, img BLOB, rating REAL);
    INSERT INTO stores VALUES (1, 'Kyoto Teas'), (2, 'Lima Crafts');
    INSERT INTO products VALUES (10, 1, 'Sencha', 1250, x'cafe', 4.5), (11, 2, 'Alpaca scarf', 8900, NULL, NULL), (12, 1, 'Matcha', 2400, x'', 0.0);
  `);
  return file;
}

/** What better-sqlite3 makes itself: a second statement of the same text, never set to raw. */
const ownRows = (file: SqliteDatabase.Database, text: string, parameters: unknown[] = []) => file.prepare(text).all(parameters);

describe('SQLite rows made from arrays (withRowObjects)', () => {
  const queries: [string, string, unknown[]][] = [
    ['a join by key', 'SELECT p.product_id, s.store_name, p.name, p.price_cents, p.img, p.rating FROM products p JOIN stores s ON s.store_id = p.store_id WHERE p.product_id = ?', [10]],
    ['many rows with nulls, blobs and reals', 'SELECT product_id, store_id, name, price_cents, img, rating FROM products ORDER BY product_id DESC', []],
    ['no row', 'SELECT name FROM products WHERE product_id = ?', [99]],
    ['the same name twice (the later column wins)', 'SELECT p.name AS name, s.store_name AS name, p.product_id FROM products p JOIN stores s USING (store_id) ORDER BY 3', []],
    ['expressions and aliases', "SELECT count(product_id) AS n, group_concat(name, '|') AS names, 1.5 AS \"a b\" FROM products", []],
  ];

  it.each(queries)('answers %s exactly as better-sqlite3 does, keys in column order', (_label, text, parameters) => {
    const file = catalogue();
    const statement = withRowObjects(file.prepare(text));
    const rows = statement.all(parameters);
    expect(rows).toEqual(ownRows(file, text, parameters));
    expect(rows.map((row) => Object.keys(row as object))).toEqual(ownRows(file, text, parameters).map((row) => Object.keys(row as object)));
    // Reused with other parameters, as the statement cache does.
    if (parameters.length > 0) expect(statement.all([12])).toEqual(ownRows(file, text, [12]));
  });

  it('makes the rows of INSERT … RETURNING and of a stream the same way', () => {
    const file = catalogue();
    const insert = withRowObjects(file.prepare('INSERT INTO stores (store_name) VALUES (?) RETURNING store_id, store_name'));
    expect(insert.reader).toBe(true);
    expect(insert.all(['Osaka Ceramics'])).toEqual([{ store_id: 3, store_name: 'Osaka Ceramics' }]);
    const text = 'SELECT product_id, name FROM products WHERE store_id = ? ORDER BY product_id';
    expect([...withRowObjects(file.prepare(text)).iterate([1])]).toEqual(ownRows(file, text, [1]));
  });

  it('answers a `*` with the columns of the schema as it is now: a column added or dropped, a table rebuilt in another order', () => {
    const file = catalogue();
    const text = 'SELECT * FROM stores WHERE store_id = ?';
    const statement = withRowObjects(file.prepare(text));
    expect(statement.all([1])).toEqual([{ store_id: 1, store_name: 'Kyoto Teas' }]);
    file.exec("ALTER TABLE stores ADD COLUMN country TEXT NOT NULL DEFAULT 'Japan'");
    expect(statement.all([1])).toEqual([{ store_id: 1, store_name: 'Kyoto Teas', country: 'Japan' }]);
    file.exec(`CREATE TABLE stores_rebuilt (country TEXT, store_name TEXT, store_id INTEGER PRIMARY KEY);
      INSERT INTO stores_rebuilt SELECT country, store_name, store_id FROM stores; DROP TABLE stores; ALTER TABLE stores_rebuilt RENAME TO stores;`);
    const [row] = statement.all([1]) as object[];
    expect(Object.entries(row)).toEqual([['country', 'Japan'], ['store_name', 'Kyoto Teas'], ['store_id', 1]]);
    file.exec('ALTER TABLE stores DROP COLUMN store_name');
    expect([...statement.iterate([1])]).toEqual([{ country: 'Japan', store_id: 1 }]);
  });

  it('leaves a statement that returns no rows as it is, runnable without parameters', () => {
    const file = catalogue();
    const prepared = file.prepare('DELETE FROM products WHERE store_id = 2');
    const statement = withRowObjects(prepared);
    expect(statement).toBe(prepared);
    expect(statement.run().changes).toBe(1);
  });

  it('leaves a statement with a column named __proto__ to better-sqlite3 (assigning it would set a prototype)', () => {
    const file = catalogue();
    const prepared = file.prepare('SELECT product_id, name AS "__proto__" FROM products WHERE product_id = 10');
    expect(withRowObjects(prepared)).toBe(prepared);
  });
});
