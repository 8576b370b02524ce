/**
 * JSON bodies: an empty body counts as no body (the spec's client posts some calls without one), so
 * the route's schema decides, with a readable message, instead of a parser error.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
