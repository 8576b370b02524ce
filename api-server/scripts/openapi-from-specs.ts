/**
 * Prints the OpenAPI document built from the route table alone (src/schemas/routes.ts), without a
 * database: the input of shared-api's generated types. `ts-node scripts/openapi-from-specs.ts`.
 * It uses the app's own routeSchema(), and a test checks it equals the served /api/docs/json.
 */
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { routeSpecs, splitRouteKey, type RouteKey, type RouteSpec } from '../src/schemas/routes';
import { ajvOptions, routeSchema, swaggerOptions } from '../src/schemas/route-schema';

export async function openApiFromSpecs(): Promise<unknown> {
  const app = Fastify({ logger: false, ajv: ajvOptions });
  await app.register(swagger, swaggerOptions);
  for (const key of Object.keys(routeSpecs) as RouteKey[]) {
    const spec: RouteSpec = routeSpecs[key];
    const { method, url } = splitRouteKey(key);
    app.route({
      method,
      url,
      schema: routeSchema(spec),
      handler: async () => ({}),
    });
  }
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return doc;
}

if (require.main === module) {
  openApiFromSpecs().then((doc) => process.stdout.write(JSON.stringify(doc, null, 2) + '\n'));
}
