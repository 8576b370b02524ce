/**
 * Registers one call of the route table: its schemas (validation, serialization, OpenAPI), its
 * access rule, and for multipart calls the parsed and validated form. Handlers return the success
 * payload (sent with the call's 2xx status) or throw HttpError.
 */
import type {
  FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { routeSpecs, splitRouteKey, type Access, type RouteKey, type RouteSpec } from '../schemas/routes';
import { routeSchema } from '../schemas/route-schema';
import { accessHook } from '../auth/access';
import type { Identity } from '../auth/tokens';
import { readMultipart, type ParsedUpload } from '../uploads/multipart';

type SpecOf<K extends RouteKey> = (typeof routeSpecs)[K];

/**
 * The request of call K as Fastify's TypeBox type provider types it from the call's schemas: its
 * `body`, `params` and `query` are the Static types of the route table's body, params and
 * querystring schemas (unknown where the call has none).
 */
export type RequestOf<K extends RouteKey> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, SpecOf<K>, TypeBoxTypeProvider>;

/** Multipart calls: the text fields' type (they are validated after parsing, outside Fastify's schema). */
export type FieldsOf<K extends RouteKey> = SpecOf<K> extends { multipart: { fields: infer F extends RouteSpec['body'] & object } } ? Static<F> : never;
type Responses<K extends RouteKey> = SpecOf<K>['response'];
/** The success payload: the 200 or 201 answer of the call (the type provider's serializer type). */
export type ReplyOf<K extends RouteKey> = {
  [C in keyof Responses<K>]: C extends 200 | 201 ? (TypeBoxTypeProvider & { schema: Responses<K>[C] })['serializer'] : never;
}[keyof Responses<K>];

type IdentityFor<A extends Access> = A extends 'customer'
  ? Extract<Identity, { kind: 'customer' }>
  : A extends 'store'
    ? Extract<Identity, { kind: 'store' }>
    : A extends 'any-signed-in'
      ? Identity
      : A extends 'optional'
        ? Identity | null
        : null;

export interface RouteContext<K extends RouteKey> {
  request: RequestOf<K>;
  reply: FastifyReply;
  body: RequestOf<K>['body'];
  params: RequestOf<K>['params'];
  query: RequestOf<K>['query'];
  identity: IdentityFor<SpecOf<K>['access']>;
  /** Multipart calls only: validated text fields and the picture as WebP. */
  upload: SpecOf<K> extends { multipart: object } ? ParsedUpload<FieldsOf<K>> : undefined;
}

export interface RouteExtras {
  /** Route config. */
  config?: RouteShorthandOptions['config'];
  /** Runs after validation, before the handler (e.g. the sign-in limits). */
  preHandler?: preHandlerAsyncHookHandler;
}

function successStatus(spec: RouteSpec): number {
  const codes = Object.keys(spec.response).map(Number).filter((c) => c >= 200 && c < 300);
  return codes.length > 0 ? Math.min(...codes) : 200;
}

export function defineRoute<K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  handler: (ctx: RouteContext<K>) => Promise<ReplyOf<K>>,
  extras: RouteExtras = {},
): void {
  const spec: RouteSpec = routeSpecs[key];
  const { method, url } = splitRouteKey(key);
  const status = successStatus(spec);
  app.route({
    method,
    url,
    schema: routeSchema(spec),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    // Public calls skip the hook: `request.identity` is null by default (app.ts).
    ...(spec.access === 'public' ? {} : { onRequest: accessHook(app, spec.access) }),
    handler: async (request, reply) => {
      const upload = spec.multipart ? await readMultipart(request, spec.multipart) : undefined;
      // The schemas validated the request, and the access hook the identity: the request is the
      // typed one of call K (TypeScript cannot follow a generic K through Fastify's route table).
      const typed = request as unknown as RequestOf<K>;
      const ctx = {
        request: typed,
        reply,
        body: typed.body,
        params: typed.params,
        query: typed.query,
        identity: request.identity as IdentityFor<SpecOf<K>['access']>,
        upload: upload as RouteContext<K>['upload'],
      };
      const payload = await handler(ctx);
      // A handler may answer an error status with a payload of the same shape (GET /api/ready's 503).
      if (reply.statusCode < 300) reply.code(status);
      return payload;
    },
  });
}
