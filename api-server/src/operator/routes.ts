/**
 * The operator's calls (docs/api-contract.md, "Trust and the operator"), all under /api/operator/:
 * sign-in, the overview, the report queue and its resolution, the stores, the actions on stores,
 * products and reviews, and the audit. Only an operator's token opens them (403 for a customer's or
 * a store's); every action writes its audit row and its notifications in its own transaction
 * (operator/repository.ts), and the live signals go out after the commit.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from '../routes/calls';
import { pageCursor, pageOf } from '../routes/page-cursor';
import { ErrorAnswer as err, Id, ImagePath, Msg, TokenAnswer } from '../schemas/contract';
import { operatorCaller } from '../auth/access';
import { checkPassword } from '../auth/sign-in';
import { HttpError } from '../errors';
import { storeChannel } from '../live/signals';
import type { Owner } from '../auth/owner';
import type { NotificationInput } from '../repositories/notifications';
import { ReportReasonSchema, ReportTargetTypeSchema } from '../routes/reports';
import type { ErrorCode } from '../schemas/error-codes';
import {
  ActionRefused, findOperatorCredentials, lockAudit, findReport, listAudit, listProducts, listReports, listStores, overview, reinstateStore, removeReview,
  replaceOperatorPasswordHash, resolveReport, restoreProduct, suspendStore, takeDownProduct, type ActionContext,
} from './repository';

export const OPERATOR_MESSAGES = {
  badLogin: 'Invalid operator name or password',
  reasonRequired: 'Please give a reason',
  resolved: 'Report resolved',
  suspended: 'Store suspended',
  reinstated: 'Store reinstated',
  takenDown: 'Product taken down',
  restored: 'Product restored',
  reviewRemoved: 'Review removed',
} as const;

/** Per target: the 404 and the two 409s (already in the state asked, or not in the state undone). */
const REFUSALS = {
  report: { notFound: ['Report not found', 'report_not_found'], already: ['This report is already resolved', 'report_already_resolved'] },
  suspend: { notFound: ['Store not found', 'store_not_found'], already: ['This store is already suspended', 'already_suspended'] },
  reinstate: { notFound: ['Store not found', 'store_not_found'], already: ['This store is not suspended', 'not_suspended'] },
  takeDown: { notFound: ['Product not found', 'product_not_found'], already: ['This product is already taken down', 'already_taken_down'] },
  restore: { notFound: ['Product not found', 'product_not_found'], already: ['This product is not taken down', 'not_taken_down'] },
  removeReview: { notFound: ['Review not found', 'review_not_found'], already: ['This review is already removed', 'review_already_removed'] },
} as const satisfies Record<string, Record<'notFound' | 'already', readonly [string, ErrorCode]>>;

export const OVERVIEW_DAYS_DEFAULT = 30;
const PAGE_DEFAULT = 20;
const REASON_MAX_LENGTH = 500;

const reportCursor = pageCursor('r');
const storeCursor = pageCursor('s');
const productCursor = pageCursor('op');
const auditCursor = pageCursor('a');

const OperatorLogBody = Type.Object({ operator_name: Type.String({ minLength: 1, maxLength: 128 }), password: Type.String({ minLength: 1, maxLength: 128 }) });
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGE_DEFAULT }));
const Cursor = Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' }));
const NextCursor = Type.Union([Type.String(), Type.Null()]);
const Reason = Type.String({ maxLength: REASON_MAX_LENGTH, description: `Required: 1–${REASON_MAX_LENGTH} characters after trimming; shown to the store and kept in the audit` });
const Dollars = Type.Number({ description: 'Dollars' });

const Overview = Type.Object({
  gmv: Type.Number({ description: 'Dollars of the orders not cancelled placed in the period' }),
  orders: Type.Integer({ minimum: 0, description: 'Orders not cancelled placed in the period' }),
  new_stores: Type.Integer({ minimum: 0 }),
  new_customers: Type.Integer({ minimum: 0 }),
  open_reports: Type.Integer({ minimum: 0 }),
  daily: Type.Array(Type.Object({ date: Type.String({ format: 'date', description: 'UTC day' }), gmv: Dollars, orders: Type.Integer({ minimum: 0 }) }), { description: 'Every day of the period, oldest first' }),
});

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });
const TargetDetail = Type.Union([
  Type.Object({
    name: orNull(Type.String(), 'product: its name; store: its name; review: the name of the product reviewed (one line, at most 80 characters); message: null'),
    product_id: orNull(Id, "product: its id; review: the id of the product reviewed (whose public page shows the review); store, message: null"),
    by: orNull(Type.String(), "product: its store's name; review: its author's username; message: its sender's name; store: null"),
    to: orNull(Type.String(), "message: its recipient's name; otherwise null"),
    rating: orNull(Type.Integer({ minimum: 1, maximum: 5 }), "review: its stars; otherwise null"),
    excerpt: orNull(Type.String(), 'review: its text; message: its body (one line, at most 80 characters); otherwise null'),
    taken_down: Type.Boolean({ description: 'The product taken down, the store suspended, the review removed, the message hidden' }),
  }),
  Type.Null(),
], { description: "The parts of target_summary, for a console to write in its own language; null when the target no longer exists" });

const ReportAction = Type.Union([Type.Literal('dismiss'), Type.Literal('take_down')]);
const Report = Type.Object({
  report_id: Id,
  target_type: ReportTargetTypeSchema,
  target_id: Id,
  target_summary: Type.String({ description: 'A short English text naming the target, e.g. Product "Teapot" by kyoto_crafts (taken down)' }),
  target_detail: TargetDetail,
  reason: ReportReasonSchema,
  text: Type.String(),
  reporter: Type.Object({ kind: Type.Union([Type.Literal('customer'), Type.Literal('store')]), name: Type.String() }),
  created_at: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
  resolution: Type.Union([
    Type.Object({ action: ReportAction, note: Type.String(), operator_name: Type.String(), at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
});

const OperatorStore = Type.Object({
  store_id: Id,
  store_name: Type.String(),
  full_location: Type.String(),
  bio: Type.String(),
  img: ImagePath,
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  products_count: Type.Integer({ minimum: 0 }),
  orders_count: Type.Integer({ minimum: 0 }),
  suspended_reason: Type.Union([Type.String(), Type.Null()]),
});

const OperatorProduct = Type.Object({
  product_id: Id,
  name: Type.String(),
  price: Dollars,
  img: ImagePath,
  store_id: Id,
  store_name: Type.String(),
  status: Type.Union([Type.Literal('listed'), Type.Literal('taken_down'), Type.Literal('store_suspended')], {
    description: 'listed: shown to shoppers; taken_down: by an operator (whatever its store); store_suspended: not taken down, its store suspended',
  }),
  taken_down_reason: Type.Union([Type.String(), Type.Null()], { description: "The operator's reason when taken down, otherwise null" }),
  taken_down_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const AuditEntry = Type.Object({
  id: Id,
  operator_name: Type.String(),
  action: Type.Enum(['dismiss_report', 'take_down_product', 'restore_product', 'suspend_store', 'reinstate_store', 'remove_review', 'hide_message']),
  target_type: ReportTargetTypeSchema,
  target_id: Id,
  reason: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

const page = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ items: Type.Array(item), next_cursor: NextCursor });
const StoreAction = Type.Object({ store_id: Id, reason: Reason });
const ProductAction = Type.Object({ product_id: Id, reason: Reason });
const actionAnswers = { 200: Msg, 400: err, ...authErrors, 404: err, 409: err };
const tags = ['operator'];

export const operatorCalls = {
  'POST /api/operator/log': { access: 'public', schema: { summary: 'Operator sign-in', tags, body: OperatorLogBody, response: { 200: TokenAnswer, 400: err, 401: err, 429: err } } },
  'GET /api/operator/overview': {
    access: 'operator',
    schema: {
      summary: 'The marketplace over the last `days` UTC days (today included)', tags,
      querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: OVERVIEW_DAYS_DEFAULT })) }),
      response: { 200: Overview, 400: err, ...authErrors },
    },
  },
  'GET /api/operator/reports': {
    access: 'operator',
    schema: {
      summary: 'The report queue of one status (default open), newest first, cursor pages', tags,
      querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('resolved')], { default: 'open' })), limit: Limit, cursor: Cursor }),
      response: { 200: page(Report), 400: err, ...authErrors },
    },
  },
  'POST /api/operator/reports/resolve': {
    access: 'operator',
    schema: {
      summary: 'Resolve a report: dismiss it, or take its target down (resolving every open report of that target)', tags,
      body: Type.Object({ report_id: Id, action: ReportAction, note: Type.String({ maxLength: REASON_MAX_LENGTH, description: 'Shown to the reporter (may be empty)' }) }),
      response: { 200: Type.Object({ msg: Type.String(), report: Report }), 400: err, ...authErrors, 404: err, 409: err },
    },
  },
  'GET /api/operator/stores': {
    access: 'operator',
    schema: {
      summary: 'Stores newest first, by a piece of the name and by status, with their counts', tags,
      querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 64 })), status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])), limit: Limit, cursor: Cursor }),
      response: { 200: page(OperatorStore), 400: err, ...authErrors },
    },
  },
  'GET /api/operator/products': {
    access: 'operator',
    schema: {
      summary: 'Products newest first, listed or not, by status and by store, cursor pages', tags,
      querystring: Type.Object({
        status: Type.Optional(Type.Union([Type.Literal('listed'), Type.Literal('taken_down')], { description: 'listed: shown to shoppers; taken_down: taken down by an operator; omitted: every product' })),
        store_id: Type.Optional(Id),
        limit: Limit,
        cursor: Cursor,
      }),
      response: { 200: page(OperatorProduct), 400: err, ...authErrors },
    },
  },
  'POST /api/operator/store/suspend': { access: 'operator', schema: { summary: 'Suspend a store: its products unlisted, its sign-in and sessions refused', tags, body: StoreAction, response: actionAnswers } },
  'POST /api/operator/store/reinstate': { access: 'operator', schema: { summary: 'Reinstate a suspended store', tags, body: StoreAction, response: actionAnswers } },
  'POST /api/operator/product/take-down': { access: 'operator', schema: { summary: 'Take a product down (unlisted everywhere)', tags, body: ProductAction, response: actionAnswers } },
  'POST /api/operator/product/restore': { access: 'operator', schema: { summary: 'Restore a taken-down product', tags, body: ProductAction, response: actionAnswers } },
  'POST /api/operator/review/remove': { access: 'operator', schema: { summary: 'Remove a review (shown and counted nowhere)', tags, body: Type.Object({ review_id: Id, reason: Reason }), response: actionAnswers } },
  'GET /api/operator/audit': {
    access: 'operator',
    schema: { summary: "The operators' actions, newest first, cursor pages", tags, querystring: Type.Object({ limit: Limit, cursor: Cursor }), response: { 200: page(AuditEntry), 400: err, ...authErrors } },
  },
} as const satisfies Calls;

/** A required reason: 1 or more characters once trimmed. */
function requiredReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new HttpError(400, OPERATOR_MESSAGES.reasonRequired, { code: 'field_required', field: 'reason' });
  return trimmed;
}

const operator: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * Runs one action in one transaction: the audit's lock (so actions commit in audit order, see
   * lockAudit), its changes, its audit row, then its notifications (written last, see
   * operator/repository.ts); signals go out after the commit. A refusal becomes 404 / 409.
   */
  async function act<T>(request: FastifyRequest, reason: string, refusals: (typeof REFUSALS)[keyof typeof REFUSALS], action: (context: ActionContext) => Promise<T>): Promise<T> {
    const { operator_id } = operatorCaller(request);
    try {
      return await app.notifier.report((tell) =>
        app.db.transaction().execute(async (trx) => {
          await lockAudit(trx, app.dialect);
          const notices: Array<[Owner, NotificationInput]> = [];
          const result = await action({ trx, dialect: app.dialect, operatorId: operator_id, reason, notify: (recipient, input) => void notices.push([recipient, input]) });
          const writer = tell(trx);
          for (const [recipient, input] of notices) await writer.operatorNotice(recipient, input);
          return result;
        }),
      );
    } catch (error) {
      if (!(error instanceof ActionRefused)) throw error;
      const [msg, code] = error.refusal === 'not_found' ? refusals.notFound : refusals.already;
      throw new HttpError(error.refusal === 'not_found' ? 404 : 409, msg, { code });
    }
  }

  /** A suspended store's live sockets, on every instance, check their sign-in again and close. */
  const endStoreSessions = (storeId: number) => app.liveSignals.notify(storeChannel(storeId));

  const limiter = app.loginLimiter('operator_name');
  app.route({
    ...routeOf(operatorCalls, 'POST /api/operator/log'),
    preHandler: limiter.check,
    handler: async (request) => {
      const { body } = request;
      const account = await findOperatorCredentials(app.db, body.operator_name);
      const valid = await checkPassword({
        passwords: app.passwords,
        password: body.password,
        storedHash: account?.password_hash,
        ticket: limiter.ticket(request),
        replaceHash: (previous, next) => replaceOperatorPasswordHash(app.db, account!.operator_id, previous, next),
        log: request.log,
      });
      if (!account || !valid) {
        await limiter.recordFailure(request);
        throw new HttpError(401, OPERATOR_MESSAGES.badLogin, { code: 'invalid_credentials' });
      }
      await limiter.recordSuccess(request);
      return { token: await app.tokens.sign({ kind: 'operator', operator_id: account.operator_id, operator_name: account.operator_name }, account.token_version) };
    },
  });

  app.route({ ...routeOf(operatorCalls, 'GET /api/operator/overview'), handler: async (request) => overview(app.db, request.query.days ?? OVERVIEW_DAYS_DEFAULT) });

  app.route({ ...routeOf(operatorCalls, 'GET /api/operator/reports'), handler: async (request) => {
    const { query } = request;
    const found = await listReports(app.db, query.status ?? 'open', query.limit ?? PAGE_DEFAULT, query.cursor ? reportCursor.decode(query.cursor) : undefined);
    return pageOf(reportCursor, found, (report) => report.report_id);
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/reports/resolve'), handler: async (request) => {
    const { body } = request;
    const outcome = await act(request, body.note.trim(), REFUSALS.report, (context) => resolveReport(context, body.report_id, body.action));
    if (outcome.store_id !== undefined) endStoreSessions(outcome.store_id);
    return { msg: OPERATOR_MESSAGES.resolved, report: (await findReport(app.db, body.report_id))! };
  } });

  app.route({ ...routeOf(operatorCalls, 'GET /api/operator/stores'), handler: async (request) => {
    const { query } = request;
    const found = await listStores(app.db, { q: query.q, status: query.status }, query.limit ?? PAGE_DEFAULT, query.cursor ? storeCursor.decode(query.cursor) : undefined);
    return pageOf(storeCursor, found, (store) => store.store_id);
  } });

  app.route({ ...routeOf(operatorCalls, 'GET /api/operator/products'), handler: async (request) => {
    const { query } = request;
    const found = await listProducts(app.db, { status: query.status, storeId: query.store_id }, query.limit ?? PAGE_DEFAULT, query.cursor ? productCursor.decode(query.cursor) : undefined);
    return pageOf(productCursor, found, (product) => product.product_id);
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/store/suspend'), handler: async (request) => {
    const { body } = request;
    await act(request, requiredReason(body.reason), REFUSALS.suspend, (context) => suspendStore(context, body.store_id));
    endStoreSessions(body.store_id);
    return { msg: OPERATOR_MESSAGES.suspended };
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/store/reinstate'), handler: async (request) => {
    const { body } = request;
    await act(request, requiredReason(body.reason), REFUSALS.reinstate, (context) => reinstateStore(context, body.store_id));
    return { msg: OPERATOR_MESSAGES.reinstated };
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/product/take-down'), handler: async (request) => {
    const { body } = request;
    await act(request, requiredReason(body.reason), REFUSALS.takeDown, (context) => takeDownProduct(context, body.product_id));
    return { msg: OPERATOR_MESSAGES.takenDown };
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/product/restore'), handler: async (request) => {
    const { body } = request;
    await act(request, requiredReason(body.reason), REFUSALS.restore, (context) => restoreProduct(context, body.product_id));
    return { msg: OPERATOR_MESSAGES.restored };
  } });

  app.route({ ...routeOf(operatorCalls, 'POST /api/operator/review/remove'), handler: async (request) => {
    const { body } = request;
    await act(request, requiredReason(body.reason), REFUSALS.removeReview, (context) => removeReview(context, body.review_id));
    return { msg: OPERATOR_MESSAGES.reviewRemoved };
  } });

  app.route({ ...routeOf(operatorCalls, 'GET /api/operator/audit'), handler: async (request) => {
    const { query } = request;
    const found = await listAudit(app.db, query.limit ?? PAGE_DEFAULT, query.cursor ? auditCursor.decode(query.cursor) : undefined);
    return pageOf(auditCursor, found, (entry) => entry.id);
  } });
};

export default operator;
