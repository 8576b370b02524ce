/**
 * The database as Kysely sees it. Money is integer cents; timestamps are ISO 8601 UTC strings
 * (the same text on SQLite and PostgreSQL, and they sort by time). Names shown to users are joined
 * from the owning row at read time; orders keep a copy of the product's name and price.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UsersTable {
  user_id: Generated<number>;
  username: string;
  password_hash: string;
  full_location: string;
  /** Raised by a password change; tokens carrying an older value are refused. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface StoresTable {
  store_id: Generated<number>;
  store_name: string;
  password_hash: string;
  full_location: string;
  bio: string;
  img: string;
  /** Raised by a password change; tokens carrying an older value are refused. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: string;
  /** 1: ships to every country (no store_ships_to rows); 0: only to its store_ships_to countries. */
  ships_everywhere: ColumnType<number, number | undefined, number>;
  /** Set while the operator has suspended the store (its products are then not listed). */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sums of the ratings of its products' reviews not removed, kept by triggers on reviews (migration 009). */
  rating_sum: ColumnType<number, number | undefined, never>;
  rating_count: ColumnType<number, number | undefined, never>;
}

/** The countries a store ships to (names of the country list), when it does not ship everywhere. */
export interface StoreShipsToTable {
  store_id: number;
  country: string;
}

/** Units of each currency one US dollar buys, as of `updated_at` (the rates' date, ISO 8601). */
export interface CurrencyRatesTable {
  currency: string;
  per_usd: number;
  updated_at: string;
}

export interface ProductsTable {
  product_id: Generated<number>;
  store_id: number;
  name: string;
  description: string;
  price_cents: number;
  /** CHECK (stock >= 0) */
  stock: number;
  country: string;
  img: string;
  created_at: string;
  /** 1 when shoppers may see it: not taken down and its store not suspended. Every public read filters on it. */
  listed: ColumnType<number, number | undefined, number>;
  taken_down_at: ColumnType<string | null, string | null | undefined, string | null>;
  taken_down_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sums of its reviews' ratings not removed, kept by triggers on reviews (migration 009). */
  rating_sum: ColumnType<number, number | undefined, never>;
  rating_count: ColumnType<number, number | undefined, never>;
}

export interface FollowsTable {
  user_id: number;
  store_id: number;
  created_at: string;
}

export interface CartItemsTable {
  cart_id: Generated<number>;
  user_id: number;
  product_id: number;
  /** CHECK (quantity >= 1) */
  quantity: number;
  full_location: string;
  created_at: string;
}

export type OrderStatus = 'pending' | 'completed' | 'cancelled';
export type CancelledBy = 'customer' | 'store';

export interface OrdersTable {
  order_id: Generated<number>;
  user_id: number;
  store_id: number;
  /** No foreign key: the order outlives a deleted product and keeps its copy of name and price. */
  product_id: number;
  name: string;
  price_cents: number;
  quantity: number;
  country: string;
  full_location: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  created_at: string;
  completed_at: string | null;
  /** The product's picture when it was bought ('' for orders older than this column whose product was gone). */
  img: ColumnType<string, string | undefined, string>;
  /** The last change of status (null only for rows written before it existed and not backfilled). */
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_by: ColumnType<CancelledBy | null, CancelledBy | null | undefined, CancelledBy | null>;
}

/**
 * Per store, UTC day ('2026-11-23') and product: the orders not cancelled, kept by triggers on
 * orders (migration 006). bigint columns come back as strings from PostgreSQL.
 */
export interface StoreSalesDailyTable {
  store_id: number;
  day: string;
  product_id: number;
  /** The product's name on the latest order counted here. */
  name: string;
  orders: number;
  units: number | string;
  revenue_cents: number | string;
}

/** The kinds the API answers (schemas/notifications.ts), as the table's check allows them (migration 009). */
export type NotificationKind = 'order_placed' | 'order_completed' | 'order_cancelled' | 'message' | 'new_product'
  | 'review' | 'review_reply' | 'report_resolved' | 'operator_action';

/** One notification for one recipient: exactly one of user_id and store_id is set. */
export interface NotificationsTable {
  notification_id: Generated<number>;
  user_id: number | null;
  store_id: number | null;
  kind: NotificationKind;
  text: string;
  /** A front-end path. */
  link: string;
  created_at: string;
  read_at: string | null;
  /** JSON text of the notification's parameters (notifications/texts.ts); null for rows from before. */
  params: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConversationsTable {
  conversation_id: Generated<number>;
  store_id: number;
  user_id: number;
  last_msg: string;
  last_at: string;
  created_at: string;
}

export type SenderKind = 'user' | 'store';

export interface MessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  /** Who wrote it; the shown name is joined from users/stores at read time. */
  sender_kind: SenderKind;
  body: string;
  created_at: string;
  /** Set when the operator hid it: shown to nobody. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One review per customer and product (unique); the store's one reply beside it. */
export interface ReviewsTable {
  review_id: Generated<number>;
  product_id: number;
  /** The product's store, copied when written. */
  store_id: number;
  user_id: number;
  /** CHECK (rating BETWEEN 1 AND 5) */
  rating: number;
  text: string;
  created_at: string;
  updated_at: string;
  reply_text: ColumnType<string | null, string | null | undefined, string | null>;
  reply_created_at: ColumnType<string | null, string | null | undefined, string | null>;
  reply_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the operator removed it: shown nowhere, counted nowhere. */
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OperatorsTable {
  operator_id: Generated<number>;
  operator_name: string;
  password_hash: string;
  token_version: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export type ReporterKind = 'customer' | 'store';
export type ReportTargetType = 'product' | 'store' | 'review' | 'message';
export type ReportReason = 'counterfeit' | 'prohibited' | 'fraud' | 'offensive' | 'spam' | 'other';
export type ReportAction = 'dismiss' | 'take_down';

/** A notice from a customer or a store; at most one open per reporter and target (partial unique index). */
export interface ReportsTable {
  report_id: Generated<number>;
  reporter_kind: ReporterKind;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportReason;
  text: string;
  created_at: string;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  resolved_action: ColumnType<ReportAction | null, ReportAction | null | undefined, ReportAction | null>;
  resolution_note: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OperatorAction =
  | 'dismiss_report'
  | 'take_down_product'
  | 'restore_product'
  | 'suspend_store'
  | 'reinstate_store'
  | 'remove_review'
  | 'hide_message';

/** Every operator action, written in the action's transaction; triggers refuse updates and deletes. */
export interface OperatorAuditTable {
  id: Generated<number>;
  operator_id: number;
  action: OperatorAction;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  at: string;
}

/** PostgreSQL only: the shop search document (name, description, store name) under a pg_trgm index. */
export interface ProductSearchTable {
  product_id: number;
  doc: string;
  /** The product's, for the facet counts (migration 018). */
  country: string;
  price_cents: number;
  store_id: number;
  listed: number;
}

/** Where the words of a product's name start (migration 011). */
export interface ProductWordStartsTable {
  name_start: number;
  tail: string;
  product_id: number;
}

/** SQLite only: each listed product's folded search document, keyed by country and price (migration 014). */
export interface ProductFilterDocsTable {
  country: string;
  price_cents: number;
  product_id: number;
  store_id: number;
  doc: string;
}

/** The vocabulary of the products' and stores' texts, folded (migration 011). */
export interface SearchWordsTable {
  word: string;
  /** 1 when the word is in a product or store name (the typo fallback corrects against these). */
  in_names: number;
}

/** SQLite only: FTS5 trigram table (rowid = product_id). */
export interface ProductsFtsTable {
  rowid: number;
  name: string;
  description: string;
  store_name: string;
}

export interface Database {
  users: UsersTable;
  stores: StoresTable;
  products: ProductsTable;
  follows: FollowsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  store_sales_daily: StoreSalesDailyTable;
  product_search: ProductSearchTable;
  products_fts: ProductsFtsTable;
  product_word_starts: ProductWordStartsTable;
  product_filter_docs: ProductFilterDocsTable;
  search_words: SearchWordsTable;
  idempotency_keys: IdempotencyKeysTable;
  store_ships_to: StoreShipsToTable;
  currency_rates: CurrencyRatesTable;
  reviews: ReviewsTable;
  operators: OperatorsTable;
  reports: ReportsTable;
  operator_audit: OperatorAuditTable;
  catalogue_version: CatalogueVersionTable;
}

/** One row: the stamp that changes with every committed change to what the facet counts read (migration 020). */
export interface CatalogueVersionTable {
  only_row: ColumnType<number | boolean, never, never>;
  stamp: string;
}

/** A client's Idempotency-Key and the first answer given to it (repositories/idempotency.ts). */
export interface IdempotencyKeysTable {
  /** Whose key it is (`user:<id>`): keys are scoped to the caller. */
  scope: string;
  idem_key: string;
  /** The call and a hash of its body: the same key with another request is refused. */
  fingerprint: string;
  /** Null while the first request runs. */
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  /** When the request holding the key last said it still runs (it renews this every second). */
  locked_at: string;
  /** The holding request's token (null on rows from before migration 007): only it may answer. */
  claimed_by: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type StoreRow = Selectable<StoresTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
