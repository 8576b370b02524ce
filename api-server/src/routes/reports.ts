/**
 * Reports (docs/api-contract.md, "Trust and the operator"): a customer or a store tells the
 * operator about a product, a store, a review or a message. One open report per reporter and target
 * (the database's partial unique index decides, so concurrent reports cannot both be open), and at
 * most REPORTS_PER_HOUR per reporter.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { ErrorAnswer as err, Id } from '../schemas/contract';
import { signedInCaller } from '../auth/access';
import { ownerOf } from '../auth/owner';
import { HttpError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { addReport, reportsSince, REPORTS_PER_HOUR } from '../repositories/reports';
import { reportableTargetExists } from '../repositories/report-targets';
import type { ReportTargetType } from '../db/types';

export const REPORT_TEXT_MAX_LENGTH = 1000;

export const REPORT_MESSAGES = {
  added: 'Thank you: the marketplace will look at your report',
  already: 'You have already reported this; the marketplace is looking at it',
  tooMany: `You can send at most ${REPORTS_PER_HOUR} reports an hour; please try again later`,
  notFound: {
    product: 'Product not found',
    store: 'Store not found',
    review: 'Review not found',
    message: 'Message not found',
  } satisfies Record<ReportTargetType, string>,
} as const;

const NOT_FOUND_CODES = { product: 'product_not_found', store: 'store_not_found', review: 'review_not_found', message: 'message_not_found' } as const;

export const ReportTargetTypeSchema = Type.Union([Type.Literal('product'), Type.Literal('store'), Type.Literal('review'), Type.Literal('message')]);
export const REPORT_REASONS = ['counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other'] as const;
export const ReportReasonSchema = Type.Enum([...REPORT_REASONS]);

const ReportAddBody = Type.Object({
  target_type: ReportTargetTypeSchema,
  target_id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'product_id, store_id, review_id, or a message id (Message.id)' }),
  reason: ReportReasonSchema,
  text: Type.String({ maxLength: REPORT_TEXT_MAX_LENGTH, description: 'What the reporter saw (may be empty)' }),
});
const ReportAdded = Type.Object({ msg: Type.String(), report_id: Id });

export const reportCalls = {
  'POST /api/report/add': {
    access: 'any-signed-in',
    schema: {
      summary: 'Report a product, a store (by store_id), a review or a message (by its id) to the operator',
      tags: ['reports'], body: ReportAddBody, response: { 201: ReportAdded, 400: err, ...authErrors, 404: err, 409: err, 429: err },
    },
  },
} as const satisfies Calls;

const reports: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(reportCalls, 'POST /api/report/add'), handler: async (request, reply) => {
    const { body } = request;
    const reporter = ownerOf(signedInCaller(request));
    if (!(await reportableTargetExists(app.db, reporter, body.target_type, body.target_id))) {
      throw new HttpError(404, REPORT_MESSAGES.notFound[body.target_type], { code: NOT_FOUND_CODES[body.target_type], field: 'target_id' });
    }
    const anHourAgo = new Date(Date.now() - 3600_000).toISOString();
    if ((await reportsSince(app.db, reporter, anHourAgo)) >= REPORTS_PER_HOUR) {
      throw new HttpError(429, REPORT_MESSAGES.tooMany, { code: 'too_many_reports', retryAfterSeconds: 3600 });
    }
    try {
      const report_id = await addReport(app.db, reporter, { target_type: body.target_type, target_id: body.target_id, reason: body.reason, text: body.text.trim() });
      return reply.code(201).send({ msg: REPORT_MESSAGES.added, report_id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, REPORT_MESSAGES.already, { code: 'already_reported' });
      throw error;
    }
  } });
};

export default reports;
