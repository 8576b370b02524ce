/**
 * PostgreSQL's quick checkout: the line placed in two calls outside an explicit transaction (the
 * transactional path costs four round trips after the caller's identity; migration 013 says why that
 * matters). First a read of the line and its product, which answers a missing line, an unlisted
 * product and too little stock at once, and reserves the order's id; then, with the order's answer
 * and the store's notification written from that read, one call that places the order exactly as
 * read or changes nothing. Nothing here holds a lock between the two calls. Under load both are
 * shared by the orders of a turn of the event loop: their lines are read by one statement, and
 * they are placed by one call that places each as it would alone, or leaves it (migration 022).
 *
 * Answers null when it cannot answer: on SQLite (which writes in process: a transaction there costs
 * no round trips), or when the line or its product changed between the two calls (a concurrent
 * order took the stock, the seller edited the product, the customer raised the quantity); the
 * caller then places the line the usual way (repository.ts), which gives the precise answer.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { OrderT } from '../schemas/contract';
import type { NotificationInput } from '../repositories/notifications';
import { nameStatement } from '../db/named-statements';
import { isPostgres } from '../db/database-key';
import { batchedOnPostgres, KEYS_PER_STATEMENT, keySlots } from '../db/batched-reads';
import { placedOrder, type PlaceOrderResult } from './repository';
import { CLAIM_LOST } from '../db/migrations/013-place-order-as-read';
import type { TogetherOutcome } from '../db/migrations/022-place-orders-together';
import { ClaimLostError, type HeldClaim } from '../repositories/idempotency';

interface LineAsRead {
  product_id: number;
  quantity: number;
  full_location: string;
  store_id: number;
  name: string;
  price_cents: number;
  country: string;
  img: string;
  stock: number;
  listed: number;
  /** Reserved only when the read says the order can be placed. */
  order_id: number | null;
}

const LINE_COLUMNS = `c.product_id, c.quantity, c.full_location, c.cart_id, c.user_id, p.store_id, p.name, p.price_cents, p.country, p.img, p.stock, p.listed,
    CASE WHEN p.stock >= c.quantity AND p.listed = 1 THEN nextval('orders_order_id_seq')::integer END AS order_id
  FROM cart_items c JOIN products p ON p.product_id = c.product_id`;

/** The customer's line ($1 cart line, $2 customer) with its product, and the order's id when it can be placed. */
const READ_LINE = nameStatement(`SELECT ${LINE_COLUMNS} WHERE c.cart_id = $1 AND c.user_id = $2`);

/**
 * The same for the lines asked together: KEYS_PER_STATEMENT (cart line, customer) pairs, $1 $2, $3 $4…
 * The lines alone first, so that PostgreSQL reads them in one pass of the key's index.
 */
const lineSlots = Array.from({ length: KEYS_PER_STATEMENT }, (_, slot) => [`$${2 * slot + 1}::integer`, `$${2 * slot + 2}::integer`]);
const READ_LINES = nameStatement(`SELECT ${LINE_COLUMNS}
  WHERE c.cart_id IN (${lineSlots.map(([cartId]) => cartId).join(', ')})
    AND (c.cart_id, c.user_id) IN (${lineSlots.map(([cartId, userId]) => `(${cartId}, ${userId})`).join(', ')})`);

interface LineAsked {
  cartId: number;
  userId: number;
}

/**
 * One customer's line as READ_LINE reads it; the lines of orders that arrived together are read by
 * one statement (db/batched-reads.ts): a round trip fewer for most orders under load. The read
 * reserves an order id for each line that can be placed, as READ_LINE does.
 */
const readLine = batchedOnPostgres(
  async (db: Kysely<Database>, { cartId, userId }: LineAsked): Promise<LineAsRead | undefined> => {
    const { rows: [line] } = await db.executeQuery(CompiledQuery.raw(READ_LINE, [cartId, userId]) as CompiledQuery<LineAsRead>);
    return line;
  },
  async (db: Kysely<Database>, asked: readonly LineAsked[]) => {
    const values = keySlots(asked, asked[0]).flatMap(({ cartId, userId }) => [cartId, userId]);
    const { rows } = await db.executeQuery(CompiledQuery.raw(READ_LINES, values) as CompiledQuery<LineAsRead & { cart_id: number; user_id: number }>);
    const byCartLine = new Map(rows.map((row) => [row.cart_id, row]));
    return new Map(asked.flatMap((key) => {
      const line = byCartLine.get(key.cartId);
      return line !== undefined && line.user_id === key.userId ? [[key, line] as const] : [];
    }));
  },
);

const PLACE_AS_READ = nameStatement(`
  SELECT place_order_as_read($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) AS placed`);

/** The same for the orders placed together: each of the 21 arguments an array, one element per order (migration 022). */
const PLACE_TOGETHER = nameStatement(`
  SELECT place_orders_as_read($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) AS outcomes`);

/** One order's arguments to the placing call, in the function's order. */
type PlaceArguments = readonly unknown[];

/** One order placed by its own call: `placed`, `changed` (nothing written) or `claim-lost` (nothing written). */
async function placeOne(db: Kysely<Database>, args: PlaceArguments): Promise<TogetherOutcome> {
  try {
    const { rows: [{ placed }] } = await db.executeQuery(CompiledQuery.raw(PLACE_AS_READ, [...args]) as CompiledQuery<{ placed: boolean }>);
    return placed ? 'placed' : 'changed';
  } catch (error) {
    if (isClaimLost(error)) return 'claim-lost';
    throw error;
  }
}

/**
 * One order placed as placeOne answers, except that the orders reaching their call in one turn of
 * the event loop go as one call (db/batched-reads.ts, migration 022), each placed or not on its
 * own, as alone: one commit and one round trip for several orders under load.
 */
const placeAsRead = batchedOnPostgres(placeOne, async (db: Kysely<Database>, calls: readonly PlaceArguments[]) => {
  // Alone, the single call: it needs no block per order.
  if (calls.length === 1) return new Map([[calls[0], await placeOne(db, calls[0])]]);
  const columns = calls[0].map((_, column) => calls.map((args) => args[column]));
  const { rows: [{ outcomes }] } = await db.executeQuery(CompiledQuery.raw(PLACE_TOGETHER, columns) as CompiledQuery<{ outcomes: TogetherOutcome[] }>);
  return new Map(calls.map((args, index) => [args, outcomes[index]]));
});

/** An Idempotency-Key's claim, and the answer to store for it with the order. */
export interface AnswerToKeep {
  claim: HeldClaim;
  answerOf: (order: OrderT) => { status: number; body: unknown };
}

/**
 * Places the customer's line `cartId` as it reads now (see the file comment); `noticeOf` gives the
 * store's notification of the order, stored by the same call, and `keep` (with an Idempotency-Key)
 * the answer stored with them; throws ClaimLostError, placing nothing, when the claim was taken over.
 */
export async function placeOrderAsRead(
  db: Kysely<Database>,
  customer: { user_id: number; username: string },
  cartId: number,
  noticeOf: (storeId: number, order: OrderT) => NotificationInput,
  keep?: AnswerToKeep,
): Promise<PlaceOrderResult | null> {
  if (!isPostgres(db)) return null;
  const line = await readLine(db, { cartId, userId: customer.user_id });
  // A product's removal removes the lines of it, so no row is no line.
  if (!line) return { ok: false, kind: 'line-not-found' };
  if (Number(line.listed) !== 1) return { ok: false, kind: 'product-unavailable', name: line.name };
  if (line.order_id === null) return { ok: false, kind: 'not-enough-stock', name: line.name, stock: line.stock, quantity: line.quantity };

  const createdAt = new Date().toISOString();
  const order = placedOrder(customer, line, line.order_id, createdAt);
  const notice = noticeOf(line.store_id, order);
  const values = [
    cartId, customer.user_id, line.product_id, line.quantity, line.full_location,
    line.store_id, line.name, line.price_cents, line.country, line.img,
    line.order_id, createdAt,
    notice.kind, notice.text, notice.link, JSON.stringify(notice.params),
    ...answerColumns(order, keep),
  ];
  const outcome = await placeAsRead(db, values);
  if (outcome === 'claim-lost') throw new ClaimLostError();
  return outcome === 'placed' ? { ok: true, order, storeId: line.store_id } : null;
}

function answerColumns(order: OrderT, keep: AnswerToKeep | undefined): [string | null, string | null, string | null, number | null, string | null] {
  if (!keep) return [null, null, null, null, null];
  const { status, body } = keep.answerOf(order);
  return [keep.claim.scope, keep.claim.key, keep.claim.owner, status, JSON.stringify(body)];
}

function isClaimLost(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === CLAIM_LOST;
}
