/**
 * Generated catalogues, written straight into a database the API has migrated: stores and products
 * built from a pronounceable made-up vocabulary (so substrings of words find real matches), with
 * countries from the shop's list and prices from $1 to $1,000. Seeded: every run, and both
 * databases, get the same rows.
 *
 * Bulk loading keeps the schema the API made. On SQLite the FTS5 triggers are set aside during the
 * load and the trigram table filled in one statement afterwards (then the triggers are put back);
 * on PostgreSQL the search trigger is disabled and its GIN index rebuilt after the load. Either
 * way the indexes end up exactly as the migration defines them.
 */
import path from 'node:path';
import { apiDist, countryNames, require, seededRandom } from './util.mjs';

const CONSONANTS = ['b', 'c', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z', 'br', 'tr', 'st', 'ch', 'sh'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'y'];
export const PRODUCT_IMAGE = '/uploads/products/bench-shared.webp';
export const STORE_IMAGE = '/uploads/stores/bench-shared.webp';

export function vocabulary(size = 4000, seed = 7) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = new Set();
  while (words.size < size) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i += 1) word += pick(CONSONANTS) + pick(VOWELS);
    if (random() < 0.4) word += pick(['n', 'r', 's', 'l', 'x', 'm']);
    words.add(word);
  }
  return [...words];
}

const capitalize = (word) => word[0].toUpperCase() + word.slice(1);

/** The share of generated stores that ship to a list of countries rather than everywhere. */
export const RESTRICTED_STORE_SHARE = 0.2;

/** Row factory for `count` products over `storeCount` stores (a fifth with a ship-to list). */
export function catalogue({ count, storeCount = Math.max(1, Math.min(2000, Math.ceil(count / 500))), seed = 42 }) {
  const words = vocabulary();
  const countries = countryNames();
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(words)).join(' ');
  const stores = Array.from({ length: storeCount }, (_, i) => ({
    store_name: `${capitalize(pick(words))}_${i + 1}`.slice(0, 32),
    full_location: `${1 + Math.floor(random() * 200)} ${capitalize(pick(words))} Street, ${pick(countries)}`,
    bio: `${capitalize(sentence(8))}.`,
  }));
  // Ship-to lists: one store in five ships to 1–6 countries, the others everywhere (the demo's mix);
  // drawn from a random of their own, so products and queries stay what they were before lists existed.
  const shipsRandom = seededRandom(seed + 1);
  for (const store of stores) {
    if (shipsRandom() >= RESTRICTED_STORE_SHARE) continue;
    const n = 1 + Math.floor(shipsRandom() * 6);
    store.ships_to = [...new Set(Array.from({ length: n }, () => countries[Math.floor(shipsRandom() * countries.length)]))];
  }
  function* products() {
    for (let i = 0; i < count; i += 1) {
      yield {
        store_index: Math.floor(random() * storeCount),
        name: capitalize(sentence(2 + Math.floor(random() * 2))),
        description: `${capitalize(sentence(8 + Math.floor(random() * 8)))}.`,
        price_cents: 100 + Math.floor(random() * 99_901),
        stock: Math.floor(random() * 500),
        country: pick(countries),
      };
    }
  }
  return { words, countries, stores, products };
}

/** Opens the database the way the server does and applies its migrations. */
export async function openMigrated({ dataDir, databaseUrl = null }) {
  const { openDatabase } = apiDist('db/connect.js');
  const { migrateToLatest } = apiDist('db/migrate.js');
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle);
  return handle;
}

const now = () => new Date().toISOString();
// A stand-in hash: these stores never sign in (the benchmarks sign their tokens with JWT_SECRET).
const UNUSABLE_HASH = 'bench$not-a-password-hash';

/** Loads a generated catalogue into the SQLite file of `dataDir` (migrated first). Returns store and product counts. */
export async function loadSqlite({ dataDir, count, seed }) {
  const handle = await openMigrated({ dataDir });
  await handle.close();
  const { SQLITE_FILE_NAME, registerSearchFunctions } = apiDist('db/connect.js');
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  // search_fold: the products' name index and the search table hold folded text (migration 010).
  registerSearchFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const { stores, products } = catalogue({ count, seed });
  // Every trigger of products and stores (the search index, the word starts, the vocabulary, the filter documents, the store names' index) is set
  // aside during the load; the tables they keep are filled in bulk afterwards, as the migrations do.
  const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('products', 'stores')`).all();
  const { SQLITE_FILL_SEARCH_WORDS } = apiDist('db/migrations/011-search-words.js');
  const { SQLITE_FILL_FILTER_DOCS } = apiDist('db/migrations/014-search-filter-docs.js');
  const { SQLITE_FILL_STORE_NAMES } = apiDist('db/migrations/017-store-name-trigrams-sqlite.js');
  const insertStore = db.prepare('INSERT INTO stores (store_name, password_hash, full_location, bio, img, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertProduct = db.prepare(
    'INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`);
    const storeIds = stores.map((s) => Number(insertStore.run(s.store_name, UNUSABLE_HASH, s.full_location, s.bio, STORE_IMAGE, now()).lastInsertRowid));
    const insertShipsTo = db.prepare('INSERT INTO store_ships_to (store_id, country) VALUES (?, ?)');
    const restrict = db.prepare('UPDATE stores SET ships_everywhere = 0 WHERE store_id = ?');
    stores.forEach((store, i) => {
      if (!store.ships_to) return;
      for (const country of store.ships_to) insertShipsTo.run(storeIds[i], country);
      restrict.run(storeIds[i]);
    });
    const createdAt = now();
    for (const p of products()) {
      insertProduct.run(storeIds[p.store_index], p.name, p.description, p.price_cents, p.stock, p.country, PRODUCT_IMAGE, createdAt);
    }
    db.exec(`INSERT INTO products_fts (rowid, name, description, store_name)
             SELECT p.product_id, search_fold(p.name), search_fold(p.description), search_fold(s.store_name) FROM products p JOIN stores s ON s.store_id = p.store_id`);
    for (const statement of SQLITE_FILL_SEARCH_WORDS) db.exec(statement);
    db.exec(SQLITE_FILL_FILTER_DOCS);
    db.exec(SQLITE_FILL_STORE_NAMES);
    for (const trigger of triggers) db.exec(trigger.sql);
  })();
  db.exec(`INSERT INTO products_fts (products_fts) VALUES ('optimize')`);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { stores: stores.length, products: count };
}

/** Loads a generated catalogue into the PostgreSQL database at `databaseUrl` (migrated first). */
export async function loadPostgres({ databaseUrl, count, seed }) {
  const handle = await openMigrated({ dataDir: '/nonexistent', databaseUrl });
  await handle.close();
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { stores, products } = catalogue({ count, seed });
    const { rows: searchIndexes } = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'product_search' AND indexdef ILIKE '%gin%'`);
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('BEGIN');
    const { POSTGRES_FILL_SEARCH_WORDS } = apiDist('db/migrations/011-search-words.js');
    const { POSTGRES_FILL_FILTER_DOCS } = apiDist('db/migrations/014-search-filter-docs.js');
    const { POSTGRES_FILL_SEARCH_DOCS } = apiDist('db/migrations/018-facet-keys-in-search-docs.js');
    await client.query('ALTER TABLE products DISABLE TRIGGER products_search_sync');
    await client.query('ALTER TABLE products DISABLE TRIGGER products_word_starts');
    await client.query('ALTER TABLE stores DISABLE TRIGGER stores_search_words');
    await client.query('ALTER TABLE products DISABLE TRIGGER products_filter_docs');
    for (const index of searchIndexes) await client.query(`DROP INDEX ${index.indexname}`);
    const createdAt = now();
    const { rows: storeRows } = await client.query(
      `INSERT INTO stores (store_name, password_hash, full_location, bio, img, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) RETURNING store_id`,
      [stores.map((s) => s.store_name), stores.map(() => UNUSABLE_HASH), stores.map((s) => s.full_location), stores.map((s) => s.bio), stores.map(() => STORE_IMAGE), stores.map(() => createdAt)],
    );
    const storeIds = storeRows.map((r) => r.store_id);
    const restricted = stores.flatMap((store, i) => (store.ships_to ?? []).map((country) => [storeIds[i], country]));
    await client.query('INSERT INTO store_ships_to (store_id, country) SELECT * FROM unnest($1::int[], $2::text[])', [restricted.map((r) => r[0]), restricted.map((r) => r[1])]);
    await client.query('UPDATE stores SET ships_everywhere = 0 WHERE store_id = ANY($1::int[])', [stores.flatMap((store, i) => (store.ships_to ? [storeIds[i]] : []))]);
    const BATCH = 20_000;
    let batch = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await client.query(
        `INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at)
         SELECT s, n, d, pc, st, c, $7, $8 FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[]) AS t(s, n, d, pc, st, c)`,
        [batch.map((p) => storeIds[p.store_index]), batch.map((p) => p.name), batch.map((p) => p.description), batch.map((p) => p.price_cents), batch.map((p) => p.stock), batch.map((p) => p.country), PRODUCT_IMAGE, createdAt],
      );
      batch = [];
    };
    for (const product of products()) {
      batch.push(product);
      if (batch.length === BATCH) await flush();
    }
    await flush();
    // The same rows the trigger writes (the folded document and the facet keys: migrations 010, 018).
    await client.query(POSTGRES_FILL_SEARCH_DOCS);
    for (const index of searchIndexes) await client.query(index.indexdef);
    for (const statement of POSTGRES_FILL_SEARCH_WORDS) await client.query(statement);
    await client.query(POSTGRES_FILL_FILTER_DOCS);
    await client.query('ALTER TABLE products ENABLE TRIGGER products_search_sync');
    await client.query('ALTER TABLE products ENABLE TRIGGER products_word_starts');
    await client.query('ALTER TABLE stores ENABLE TRIGGER stores_search_words');
    await client.query('ALTER TABLE products ENABLE TRIGGER products_filter_docs');
    await client.query('COMMIT');
    // What autovacuum would do soon after such a load; without statistics the planner guesses.
    await client.query('VACUUM ANALYZE');
    return { stores: stores.length, products: count };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
