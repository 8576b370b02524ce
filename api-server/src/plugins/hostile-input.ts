/**
 * Input no database should see, refused at the edge with 400 naming the field, the same on SQLite
 * and PostgreSQL:
 * - the NUL character in any text (PostgreSQL cannot store it in text and fails the whole query;
 *   SQLite would store it as is), in the body, the path, the query string, a form field or a header;
 * - numbers that are not finite: JSON's `1e400` parses to Infinity, and the schema validator turns
 *   "Infinity" / "-Infinity" from a path, a query string or a form into numbers that pass
 *   `minimum` / `maximum`.
 * Runs after schema validation (so values are already coerced), before the route's own work.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

export const NUL_MESSAGE = (field: string) => `${field} must not contain the NUL character (\\u0000)`;
export const NOT_FINITE_MESSAGE = (field: string) => `${field} must be a finite number`;

const MAX_DEPTH = 32;

interface HostileValue {
  msg: string;
  code: 'field_invalid' | 'out_of_range';
  /** The field at fault ('' for the request as a whole). */
  field: string;
}

/** The first NUL-bearing text or non-finite number in `value`: a message naming its field, its code and field. */
export function hostileValue(value: unknown, field: string, depth = 0): HostileValue | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { msg: NUL_MESSAGE(field || 'The request'), code: 'field_invalid', field } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { msg: NOT_FINITE_MESSAGE(field || 'The request'), code: 'out_of_range', field };
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = hostileValue(value[i], field ? `${field}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return { msg: NUL_MESSAGE(field ? `${field} field names` : 'Field names'), code: 'field_invalid', field };
    const found = hostileValue(inner, field ? `${field}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The first NUL-bearing text or non-finite number in `value`, as a message naming its field. */
export function hostileValueMessage(value: unknown, field: string): string | null {
  return hostileValue(value, field)?.msg ?? null;
}

/** Throws 400 `{msg, code, field}` when `value` holds a NUL character or a non-finite number. */
export function refuseHostileValues(value: unknown, field = ''): void {
  const found = hostileValue(value, field);
  if (found) throw new HttpError(400, found.msg, { code: found.code, ...(found.field ? { field: found.field } : {}) });
}

export function registerHostileInputGuard(app: FastifyInstance): void {
  // Callback hooks, no allocation on the common path: they run on every request (an async hook costs
  // a promise and a microtask turn each).
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    for (const name in headers) {
      const value = headers[name];
      const nul = typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) && value.some((v) => typeof v === 'string' && v.includes('\u0000'));
      if (nul) return done(new HttpError(400, NUL_MESSAGE(`The ${name} header`), { code: 'field_invalid', field: name }));
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const found = hostileValue(request.params, '') ?? hostileValue(request.query, '') ?? hostileValue(request.body, '');
    if (found) return done(new HttpError(400, found.msg, { code: found.code, ...(found.field ? { field: found.field } : {}) }));
    done();
  });
}
