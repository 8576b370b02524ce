/**
 * The API contract as JSON schemas (TypeBox). These schemas validate every request, shape and
 * speed up every response, and produce the OpenAPI document that the browser's types are generated
 * from (shared-api/src/generated/openapi.ts): one source of truth for server and client.
 */
import { Type, type Static } from 'typebox';

// ---------- field limits (docs/api-contract.md, "Input limits") ----------
export const NAME_PATTERN = '^[A-Za-z0-9_.-]+$';
export const NAME_LENGTH = { minLength: 3, maxLength: 32 };
const nameDescription = `Letters, digits, _ - . (${NAME_LENGTH.minLength}–${NAME_LENGTH.maxLength})`;
export const Username = Type.String({ ...NAME_LENGTH, pattern: NAME_PATTERN, description: nameDescription });
export const StoreName = Type.String({ ...NAME_LENGTH, pattern: NAME_PATTERN, description: nameDescription });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const FullLocation = Type.String({ minLength: 1, maxLength: 200 });
export const BIO_LENGTH = { minLength: 1, maxLength: 1000 };
export const Bio = Type.String(BIO_LENGTH);
export const ProductName = Type.String({ minLength: 1, maxLength: 120 });
export const Description = Type.String({ minLength: 1, maxLength: 5000 });
export const Price = Type.Number({ minimum: 0.01, maximum: 1_000_000, multipleOf: 0.01, description: 'Dollars, at most 2 decimals' });
export const Stock = Type.Integer({ minimum: 0, maximum: 1_000_000 });
export const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const Country = Type.String({ minLength: 1, maxLength: 100, description: 'Country name, e.g. Japan' });
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/**
 * A chat message is 1–2000 characters after trimming, which JSON Schema cannot say: the route checks
 * it, and this annotation keyword (declared to ajv in app.ts) carries the number into the OpenAPI
 * document, where the browser's generated field limits read it.
 */
export const TRIMMED_MAX_LENGTH = 'x-max-length-after-trim';
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const ImagePath = Type.String({ description: 'Path relative to the API host, e.g. /uploads/products/….webp' });
/** A review's text: 1–2000 characters after trimming (checked by the route, as a chat message's). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const Rating = Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, a whole number 1–5' });

// ---------- shapes ----------
export const Msg = Type.Object({ msg: Type.String() });
/** Every error answer: `{ msg, code, field? }` (schemas/error-codes.ts). */
export { ErrorAnswer } from './error-codes';
/** 503: the error answer; `code` database_unavailable, storage_unavailable (uploads and pictures only), server_restarting or sign_ins_busy. */
export { ErrorAnswer as Unavailable } from './error-codes';
export const TokenAnswer = Type.Object({ token: Type.String() });
export const MsgToken = Type.Object({ msg: Type.String(), token: Type.String() });

export const Product = Type.Object({
  product_id: Id,
  store_id: Id,
  store_name: Type.String(),
  name: Type.String(),
  desc: Type.String(),
  price: Type.Number(),
  stock: Type.Integer(),
  country: Type.String(),
  img: ImagePath,
  // Always sent; optional in the schema so that clients (and their fixtures) written before it still compile.
  ships_to: Type.Optional(Type.Array(Type.String(), { description: "Beyond the spec, always present: the countries the product's store ships to (names of the country list), A–Z; empty: every country" })),
  // Always sent; optional in the schema, as ships_to.
  rating_average: Type.Optional(Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], { description: 'Beyond the spec, always present: the mean rating of its reviews, one decimal; null when it has none' })),
  rating_count: Type.Optional(Type.Integer({ minimum: 0, description: 'Beyond the spec, always present: how many reviews it has' })),
});
export const ProductList = Type.Array(Product);
export const MsgProduct = Type.Object({ msg: Type.String(), product: Product });

export const Store = Type.Object({
  store_id: Id,
  store_name: Type.String(),
  full_location: Type.String(),
  bio: Type.String(),
  img: ImagePath,
  // Always sent; optional in the schema, as Product's.
  ships_to: Type.Optional(Type.Array(Type.String(), { description: 'Beyond the spec, always present: the countries the store ships to (names of the country list), A–Z; empty: every country' })),
  // Always sent; optional in the schema, as ships_to.
  rating_average: Type.Optional(Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], { description: 'Beyond the spec, always present: the mean rating of the reviews of all its products, one decimal; null when it has none' })),
  rating_count: Type.Optional(Type.Integer({ minimum: 0, description: 'Beyond the spec, always present: how many reviews its products have' })),
});

export const FollowStatus = Type.Object({
  followers_count: Type.Integer({ minimum: 0 }),
  msg: Type.String({ description: '"followed" when the bearer customer follows the store, else "Not followed"' }),
});

export const CartItem = Type.Object({
  cart_id: Id,
  store_id: Id,
  store_name: Type.String(),
  product_id: Id,
  quantity: Type.Integer(),
  country: Type.String(),
  full_location: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  total: Type.Number({ description: 'Beyond the spec: price × quantity in dollars (multiplied in integer cents by the server; clients show it, never recompute it)' }),
  img: ImagePath,
  // Always sent; optional in the schema, as Product's ships_to.
  available: Type.Optional(Type.Boolean({ description: 'Beyond the spec, always present: false when the product was taken down or its store suspended (the line stays, but cannot be ordered)' })),
});
export const CartList = Type.Array(CartItem);
export const MsgCartItem = Type.Object({ msg: Type.String(), item: CartItem });

export const Order = Type.Object({
  order_id: Id,
  username: Type.String(),
  full_location: Type.String(),
  country: Type.String(),
  product_id: Id,
  name: Type.String(),
  price: Type.Number(),
  quantity: Type.Integer(),
  total: Type.Number({ description: 'Beyond the spec: price × quantity in dollars (multiplied in integer cents by the server; clients show it, never recompute it)' }),
  created_at: Type.String({ format: 'date-time' }),
});
export const OrderList = Type.Array(Order);
export const MsgOrder = Type.Object({ msg: Type.String(), order: Order });

/** A review by a verified buyer (docs/api-contract.md, "Trust and the operator"). */
export const ReviewReply = Type.Object({
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export const Review = Type.Object({
  review_id: Id,
  product_id: Id,
  product_name: Type.String(),
  store_id: Id,
  store_name: Type.String(),
  username: Type.String(),
  rating: Rating,
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  reply: Type.Union([ReviewReply, Type.Null()], { description: "The selling store's one reply, null until it replies" }),
});
export const MsgReview = Type.Object({ msg: Type.String(), review: Review });

export const Message = Type.Object({
  message_id: Type.Integer({ minimum: 1, description: 'Lets a client drop a message it already has (one that came both in a list and over the live connection)' }),
  // Always sent; optional in the schema so that clients (and their fixtures) written before it still compile.
  id: Type.Optional(Type.Integer({ minimum: 1, description: 'Beyond the spec, always present: the same number as message_id, the `target_id` of a report of this message (POST /api/report/add)' })),
  sender: Type.String(),
  msg: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
});
export const MessageList = Type.Array(Message);

export const InboxEntry = Type.Object({
  store_name: Type.String(),
  username: Type.String(),
  last_msg: Type.String(),
  last_at: Type.String({ format: 'date-time' }),
});
export const InboxList = Type.Array(InboxEntry);

/** GET /api/ready: this instance's state and each readiness check's (database, and others when configured). */
const ReadinessChecks = Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('down')]), {
  description: 'Each check by name (database, and e.g. redis, storage when configured): ok, or down when it failed or took over 1 s',
});
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('not-ready'), Type.Literal('shutting-down')], {
    description: 'ready; degraded: serving, while a service shared by every instance (e.g. redis, storage) is down; not-ready / shutting-down (503): this instance cannot serve',
  }),
  msg: Type.Optional(Type.String()),
  checks: ReadinessChecks,
});
export const NotReady = Type.Object({
  msg: Type.String(),
  code: Type.Union([Type.Literal('database_unavailable'), Type.Literal('server_restarting')], { description: 'database_unavailable (not-ready), server_restarting (shutting-down)' }),
  status: Type.Union([Type.Literal('not-ready'), Type.Literal('shutting-down')]),
  checks: ReadinessChecks,
});

/** Live-chat push frame: one stored message of a conversation. */
export const ChatEvent = Type.Object({
  type: Type.Literal('message'),
  store_name: Type.String(),
  username: Type.String(),
  message: Message,
});

export type ProductT = Static<typeof Product>;
export type StoreT = Static<typeof Store>;
export type CartItemT = Static<typeof CartItem>;
export type OrderT = Static<typeof Order>;
export type MessageT = Static<typeof Message>;
export type ReviewT = Static<typeof Review>;
export type InboxEntryT = Static<typeof InboxEntry>;
export type ChatEventT = Static<typeof ChatEvent>;
