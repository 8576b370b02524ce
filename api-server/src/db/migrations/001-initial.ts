/**
 * Every table of the marketplace, with an index for each lookup the calls make and each foreign key.
 * One migration for both dialects: only the id columns and the shop's trigram search differ.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** A table's id column: serial on PostgreSQL, an autoincrement integer on SQLite (ids are never reused). */
type IdColumn = (name: string) => readonly [string, 'serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumnOf(dialect: DialectName): IdColumn {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return (name) => [name, idType, (col) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement())] as const;
}

export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const id = idColumnOf(dialect);
      // In this order: each table's foreign keys name tables created before it.
      await createUsers(db, id);
      await createStores(db, id);
      await createProducts(db, id);
      await createFollows(db);
      await createCartItems(db, id);
      await createOrders(db, id);
      await createConversations(db, id);
      await createMessages(db, id);
      if (dialect === 'sqlite') await createSqliteSearch(db);
      else await createPostgresSearch(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
      else {
        await sql`DROP TABLE IF EXISTS product_search`.execute(db);
      }
      for (const table of ['messages', 'conversations', 'orders', 'cart_items', 'follows', 'products', 'stores', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      if (dialect === 'postgres') {
        await sql`DROP FUNCTION IF EXISTS product_search_sync() CASCADE`.execute(db);
        await sql`DROP FUNCTION IF EXISTS store_search_rename() CASCADE`.execute(db);
      }
    },
  };
}

/** Customers: sign-in name, password hash and delivery location. */
async function createUsers(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn(...id('user_id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Names are unique regardless of case, so "Alice" cannot pose as "alice"; lookups use lower().
  await db.schema.createIndex('users_username_lower_unique').unique().on('users').expression(sql`lower(username)`).execute();
}

/** Stores: like customers, unique by name regardless of case, with a bio and a picture. */
async function createStores(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn(...id('store_id'))
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_location', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_store_name_lower_unique').unique().on('stores').expression(sql`lower(store_name)`).execute();
}

/** Products (price in integer cents, stock never below 0) and the shop's lookups. */
async function createProducts(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn(...id('product_id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
    .addCheckConstraint('products_price_positive', sql`price_cents > 0`)
    .execute();
  await db.schema.createIndex('products_store_id_product_id').on('products').columns(['store_id', 'product_id']).execute();
  await db.schema.createIndex('products_country_product_id').on('products').columns(['country', 'product_id']).execute();
  await db.schema.createIndex('products_price_cents_product_id').on('products').columns(['price_cents', 'product_id']).execute();
}

/** Who follows which store. */
async function createFollows(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'store_id'])
    .execute();
  await db.schema.createIndex('follows_store_id').on('follows').column('store_id').execute();
}

/** Cart lines: one per customer, product and location. */
async function createCartItems(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn(...id('cart_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('full_location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cart_items_quantity_positive', sql`quantity >= 1`)
    .execute();
  // One line per product and location: adding again raises that line's quantity.
  await db.schema.createIndex('cart_items_user_product_location_unique').unique().on('cart_items').columns(['user_id', 'product_id', 'full_location']).execute();
  await db.schema.createIndex('cart_items_product_id').on('cart_items').column('product_id').execute();
}

/** Orders, each a copy of the product's name and price at purchase. */
async function createOrders(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn(...id('order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('full_location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addCheckConstraint('orders_quantity_positive', sql`quantity >= 1`)
    .addCheckConstraint('orders_status_known', sql`status in ('pending', 'completed')`)
    .execute();
  await db.schema.createIndex('orders_store_status_order_id').on('orders').columns(['store_id', 'status', 'order_id']).execute();
  await db.schema.createIndex('orders_user_id').on('orders').column('user_id').execute();
}

/** One conversation per store and customer, with its last message for the inboxes. */
async function createConversations(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn(...id('conversation_id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('last_msg', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversations_store_user_unique').unique().on('conversations').columns(['store_id', 'user_id']).execute();
  await db.schema.createIndex('conversations_user_last_at').on('conversations').columns(['user_id', 'last_at']).execute();
  await db.schema.createIndex('conversations_store_last_at').on('conversations').columns(['store_id', 'last_at']).execute();
}

/** The messages of a conversation. */
async function createMessages(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn(...id('message_id'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.conversation_id').onDelete('cascade'))
    .addColumn('sender_kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('messages_sender_kind_known', sql`sender_kind in ('user', 'store')`)
    .execute();
  await db.schema.createIndex('messages_conversation_message_id').on('messages').columns(['conversation_id', 'message_id']).execute();
}

/**
 * SQLite: an FTS5 table with the trigram tokenizer (case-insensitive substring search over name,
 * description and store name), kept in step with products and store renames by triggers.
 */
async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(name, description, store_name, tokenize = 'trigram')`.execute(db);
  await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, name, description, store_name)
      VALUES (new.product_id, new.name, new.description, (SELECT store_name FROM stores WHERE store_id = new.store_id));
    END`.execute(db);
  await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, description, store_id ON products BEGIN
      UPDATE products_fts SET name = new.name, description = new.description,
        store_name = (SELECT store_name FROM stores WHERE store_id = new.store_id)
      WHERE rowid = new.product_id;
    END`.execute(db);
  await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      DELETE FROM products_fts WHERE rowid = old.product_id;
    END`.execute(db);
  await sql`CREATE TRIGGER stores_fts_rename AFTER UPDATE OF store_name ON stores BEGIN
      UPDATE products_fts SET store_name = new.store_name
      WHERE rowid IN (SELECT product_id FROM products WHERE store_id = new.store_id);
    END`.execute(db);
}

/**
 * PostgreSQL: one search document per product (name, description, store name separated by a
 * control character that no query contains) under a pg_trgm GIN index, kept in step by triggers.
 */
async function createPostgresSearch(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE TABLE product_search (
      product_id integer PRIMARY KEY REFERENCES products(product_id) ON DELETE CASCADE,
      doc text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX product_search_doc_trgm ON product_search USING gin (doc gin_trgm_ops)`.execute(db);
  await sql`CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_search (product_id, doc)
      SELECT NEW.product_id, NEW.name || chr(31) || NEW.description || chr(31) || s.store_name
      FROM stores s WHERE s.store_id = NEW.store_id
      ON CONFLICT (product_id) DO UPDATE SET doc = EXCLUDED.doc;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF name, description, store_id ON products
    FOR EACH ROW EXECUTE FUNCTION product_search_sync()`.execute(db);
  await sql`CREATE FUNCTION store_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE product_search ps SET doc = p.name || chr(31) || p.description || chr(31) || NEW.store_name
      FROM products p WHERE p.store_id = NEW.store_id AND ps.product_id = p.product_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER stores_search_rename AFTER UPDATE OF store_name ON stores
    FOR EACH ROW WHEN (OLD.store_name IS DISTINCT FROM NEW.store_name) EXECUTE FUNCTION store_search_rename()`.execute(db);
}
