#!/usr/bin/env node
/**
 * The framework's floor: Fastify itself (the API's framework and version), one route per recorded
 * answer sending its bytes, and nothing else: no logger, hooks, schema, headers or database.
 *   node bench/lib/fastify-floor-server.mjs <answers.json> <port>
 * Between the bare Node server and the API, it shows how much of the gap is the framework alone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAnswers } from './recorded-answers.mjs';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../api-server/package.json'));
const Fastify = require('fastify');

const [file, portArg] = process.argv.slice(2);
const app = Fastify({ logger: false });
for (const [url, answer] of loadAnswers(file)) {
  app.get(url, (_request, reply) => {
    reply.code(answer.status).header('Content-Type', answer.contentType).send(answer.body);
  });
}
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
