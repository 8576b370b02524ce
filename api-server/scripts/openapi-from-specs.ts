/**
 * Prints the OpenAPI document built from the calls the route plugins declare (src/routes/index.ts),
 * without a database: the input of shared-api's generated types. `ts-node scripts/openapi-from-specs.ts`.
 * It registers each call with the app's own routeOf(), and a test checks it equals the served
 * /api/docs/json.
 */
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { routeTable } from '../src/routes';
import { ajvOptions, routeOf } from '../src/routes/calls';
import { swaggerOptions } from '../src/plugins/docs';

export async function openApiFromSpecs(): Promise<unknown> {
  const app = Fastify({ logger: false, ajv: ajvOptions });
  await app.register(swagger, swaggerOptions);
  for (const key of Object.keys(routeTable) as Array<keyof typeof routeTable>) {
    app.route({ ...routeOf(routeTable, key), handler: async () => ({}) });
  }
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return doc;
}

if (require.main === module) {
  openApiFromSpecs().then((doc) => process.stdout.write(JSON.stringify(doc, null, 2) + '\n'));
}
