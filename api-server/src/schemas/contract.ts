/**
 * The API contract as JSON schemas (TypeBox). These schemas validate every request, shape and
 * speed up every response, and produce the OpenAPI document that the browser's types are generated
 * from (shared-api/src/generated/openapi.ts): one source of truth for server and client.
 */
import { Type, type Static } from 'typebox';

// ---------- field limits (docs/api-contract.md, "Input limits") ----------
export const NAME_PATTERN = '^[A-Za-z0-9_.-]+$';
const NAME_LENGTH = { minLength: 3, maxLength: 32 };
const nameDescription = `Letters, digits, _ - . (${NAME_LENGTH.minLength}–${NAME_LENGTH.maxLength})`;
export const Username = Type.String({ ...NAME_LENGTH, pattern: NAME_PATTERN, description: nameDescription });
export const StoreName = Type.String({ ...NAME_LENGTH, pattern: NAME_PATTERN, description: nameDescription });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const FullLocation = Type.String({ minLength: 1, maxLength: 200 });
const BIO_LENGTH = { minLength: 1, maxLength: 1000 };
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
});
export const ProductList = Type.Array(Product);
export const ProductPage = Type.Object({
  items: ProductList,
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export const MsgProduct = Type.Object({ msg: Type.String(), product: Product });

export const Store = Type.Object({
  store_id: Id,
  store_name: Type.String(),
  full_location: Type.String(),
  bio: Type.String(),
  img: ImagePath,
  // Always sent; optional in the schema, as Product's.
  ships_to: Type.Optional(Type.Array(Type.String(), { description: 'Beyond the spec, always present: the countries the store ships to (names of the country list), A–Z; empty: every country' })),
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
  img: ImagePath,
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
  created_at: Type.String({ format: 'date-time' }),
});
export const OrderList = Type.Array(Order);
export const MsgOrder = Type.Object({ msg: Type.String(), order: Order });

export const Message = Type.Object({
  message_id: Type.Integer({ minimum: 1, description: 'Lets a client drop a message it already has (one that came both in a list and over the live connection)' }),
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

// ---------- request bodies ----------
export const UserRegBody = Type.Object({ username: Username, password: Password, full_location: FullLocation });
export const UserLogBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 128 }), password: Type.String({ minLength: 1, maxLength: 128 }) });
export const UserUpdateBody = Type.Object({
  username: Type.Optional(Username),
  password: Type.Optional(Type.Union([Type.Literal(''), Password])),
  full_location: Type.Optional(FullLocation),
});
export const StoreLogBody = Type.Object({ store_name: Type.String({ minLength: 1, maxLength: 128 }), password: Type.String({ minLength: 1, maxLength: 128 }) });
/**
 * A store's ship-to countries (beyond the spec): names of the country list; a JSON array text
 * (`["Japan","Peru"]`) or the field repeated once per country; `[]` means every country.
 */
export const SHIPS_TO_MAX_ITEMS = 250;
export const ShipsTo = Type.Array(Type.String({ maxLength: 100 }), {
  maxItems: SHIPS_TO_MAX_ITEMS,
  description: 'Countries the store ships to (names of the country list): a JSON array text such as ["Japan","Peru"], or the field repeated; [] means every country. Absent on update: unchanged',
});
/** Multipart text fields of POST /api/store/reg (storeImg is the file field). */
export const StoreRegFields = Type.Object({ store_name: StoreName, password: Password, full_location: FullLocation, bio: Bio, ships_to: Type.Optional(ShipsTo) });
/** Multipart text fields of PATCH /api/store/update (storeImg optional). */
export const StoreUpdateFields = Type.Object({
  store_name: StoreName,
  // Absent keeps the current location (as in PATCH /api/user/update); blank is refused.
  full_location: Type.Optional(FullLocation),
  password: Type.Optional(Type.Union([Type.Literal(''), Password])),
  // Blank (or only spaces) keeps the current bio, as a blank password keeps the password.
  bio: Type.Optional(Type.Union([Type.String({ maxLength: BIO_LENGTH.maxLength, pattern: '^\\s*$' }), Bio])),
  ships_to: Type.Optional(ShipsTo),
});
/** Multipart text fields of POST /api/product/add (productImg is the file field). */
export const ProductAddFields = Type.Object({ name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
export const ProductUpdateFields = Type.Object({ product_id: Id, name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
export const ProductIdBody = Type.Object({ product_id: Id });
export const FollowBody = Type.Object({ store_id: Id, store_name: Type.Optional(Type.String({ maxLength: NAME_LENGTH.maxLength })) });
export const FollowQuery = Type.Object({ store_id: Id });
export const IsFollowBody = Type.Object({ store_id: Id });
export const CartAddBody = Type.Object({
  product_id: Id,
  quantity: Quantity,
  // Absent: the customer's registered location.
  full_location: Type.Optional(FullLocation),
  // Sent by the spec's client; the server takes these from the product row, never from the body.
  store_id: Type.Optional(Type.Unknown()),
  store_name: Type.Optional(Type.Unknown()),
  country: Type.Optional(Type.Unknown()),
  name: Type.Optional(Type.Unknown()),
  price: Type.Optional(Type.Unknown()),
  img: Type.Optional(Type.Unknown()),
});
export const CartUpdateBody = Type.Object({ cart_id: Id, quantity: Quantity });
export const CartIdBody = Type.Object({ cart_id: Id });
export const OrderAddBody = Type.Object({
  cart_id: Id,
  // The spec's client sends these too; the server uses the caller's cart line and the product row.
  quantity: Type.Optional(Type.Unknown()),
  country: Type.Optional(Type.Unknown()),
  full_location: Type.Optional(Type.Unknown()),
  store_name: Type.Optional(Type.Unknown()),
  product_id: Type.Optional(Type.Unknown()),
  store_id: Type.Optional(Type.Unknown()),
});
export const OrderIdBody = Type.Object({ order_id: Id });
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x7E]+$',
      description:
        'Makes the call safe to retry (e.g. a UUID per cart line checkout; scoped to the caller, kept 24 hours). The same key with the same body replays the first answer (with `Idempotent-Replayed: true`); with another body: 422; while the first request still runs: 409 with Retry-After.',
    }),
  ),
});
// No maxLength: the limit holds after trimming, which the route checks with the right message; the
// body limit (256 KB) bounds the raw text.
export const MsgBody = Type.Object({
  msg: Type.String({ description: `1–${CHAT_MESSAGE_MAX_LENGTH} characters after trimming`, [TRIMMED_MAX_LENGTH]: CHAT_MESSAGE_MAX_LENGTH }),
});
export const ConversationParams = Type.Object({ store_name: Type.String({ maxLength: 64 }), username: Type.String({ maxLength: 64 }) });
export const ProductIdParams = Type.Object({ product_id: Id });
export const StoreIdParams = Type.Object({ store_id: Id });
export const StoreNameParams = Type.Object({ store_name: Type.String({ minLength: 1, maxLength: 64 }) });
export const ProductsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  min_price: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: 0 })])),
  max_price: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: 0 })])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  ships_to: Type.Optional(Type.String({ maxLength: 100, description: "Beyond the spec: only products whose store ships to this country (a name of the country list); '' means no filter" })),
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
export type InboxEntryT = Static<typeof InboxEntry>;
export type ChatEventT = Static<typeof ChatEvent>;
