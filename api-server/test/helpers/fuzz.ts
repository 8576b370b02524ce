/**
 * Requests generated from the API's OpenAPI document with fast-check: for one operation, its path
 * parameters, query string, JSON or multipart body and bearer token, drawn valid from the schemas
 * (ids and names biased towards ones that exist), mutated (a field dropped, retyped or pushed past
 * its limits, the body or content type wrong) or hostile (NUL characters, non-finite numbers, huge
 * or odd text, prototype keys).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
  patternProperties?: Record<string, JsonSchema>;
}

export interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

/** What exists right now: values a valid request may name. */
export interface Pools {
  ids: Record<string, number[]>;
  names: Record<string, string[]>;
  tokens: Record<string, string>;
}

export interface GeneratedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { kind: 'none' } | { kind: 'json'; text: string; contentType: string } | { kind: 'multipart'; fields: Record<string, string>; file: FileChoice };
  token: string;
}

export type FileChoice = 'none' | 'png' | 'garbage' | 'empty' | 'text-null';

export const HOSTILE_VALUES: unknown[] = [
  '', ' ', '\u0000', 'a\u0000b', 'Infinity', '-Infinity', '1e400', 'NaN', '-1', '0', '2147483648', '9'.repeat(30), '1.005', '0x10',
  '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\uD800', '\u202Ereversed', '😀'.repeat(40), 'x'.repeat(3000),
  null, true, false, [], {}, [1, 2], { nested: { deeper: 1 } }, 1e308, -1e308, -0, 0.001, -5, 2 ** 53, 'null', 'undefined',
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/** A value for `schema`; `name` (the field) lets ids and names come from what exists. */
export function valueFor(schema: JsonSchema, pools: Pools, name = '', depth = 0): fc.Arbitrary<unknown> {
  const known = name in pools.ids ? pools.ids[name] : name in pools.names ? pools.names[name] : undefined;
  const drawn = fromSchema(schema, pools, depth);
  if (known && known.length > 0) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: drawn });
  return drawn;
}

function fromSchema(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => fromSchema(s, pools, depth)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'binary') return fc.constant('');
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
      if (schema.pattern) {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
      }
      return fc.string({ minLength, maxLength, unit: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...'abcdefghij KLMNOP-_.0123') }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) }) }).map((s) => s.slice(0, maxLength));
    }
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
      const max = Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1);
      // Mostly small (quantities a store can serve), sometimes anywhere in range.
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 5) }) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    }
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
      if (schema.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fromSchema(schema.items ?? {}, pools, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(properties)) record[key] = valueFor(inner, pools, key, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  }
}

/** One mutation of an object: a key dropped, given a hostile or wrongly typed value, or added. */
function mutateObject(value: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(value);
  return fc.oneof(
    keys.length > 0
      ? fc.constantFrom(...keys).map((key) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        })
      : fc.constant(value),
    fc.tuple(fc.constantFrom(...keys, 'unexpected_field'), hostile).map(([key, bad]) => ({ ...value, [key]: bad })),
    fc.tuple(fc.constantFrom(...keys, 'unexpected_field'), fc.jsonValue({ maxDepth: 2 })).map(([key, bad]) => ({ ...value, [key]: bad })),
  );
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Every request of `operation`: valid, mutated, hostile. */
export function requestsFor(operation: Operation, pools: Pools, tokenNames: string[]): fc.Arbitrary<GeneratedRequest> {
  const parameters = operation.parameters ?? [];
  const objectOf = (where: 'path' | 'query'): JsonSchema => {
    const list = parameters.filter((p) => p.in === where);
    return { type: 'object', properties: Object.fromEntries(list.map((p) => [p.name, p.schema])), required: list.filter((p) => p.required).map((p) => p.name) };
  };
  const params = fromSchema(objectOf('path'), pools, 0) as fc.Arbitrary<Record<string, unknown>>;
  const query = fromSchema(objectOf('query'), pools, 0) as fc.Arbitrary<Record<string, unknown>>;
  const maybeMutated = (arb: fc.Arbitrary<Record<string, unknown>>) =>
    fc.oneof({ weight: 4, arbitrary: arb }, { weight: 2, arbitrary: arb.chain(mutateObject) });

  const content = operation.requestBody?.content ?? {};
  let body: fc.Arbitrary<GeneratedRequest['body']> = fc.constant({ kind: 'none' as const });
  if (content['application/json']) {
    const valid = fromSchema(content['application/json'].schema, pools, 0) as fc.Arbitrary<Record<string, unknown>>;
    const json = (text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string> = fc.constant('application/json')) =>
      fc.tuple(text, contentType).map(([t, c]) => ({ kind: 'json' as const, text: t, contentType: c }));
    body = fc.oneof(
      { weight: 6, arbitrary: json(maybeMutated(valid).map((v) => JSON.stringify(v))) },
      // Shapes and encodings that are not the call's: another JSON value, broken JSON, prototype keys, other types.
      { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v))) },
      { weight: 1, arbitrary: json(fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"cart_id":1e400}', '{"product_id":-1e400}')) },
      { weight: 1, arbitrary: json(valid.map((v) => JSON.stringify(v)), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x')) },
    );
  } else if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema;
    const fileField = Object.entries(schema.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0];
    const fieldsSchema: JsonSchema = {
      ...schema,
      properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => k !== fileField)),
      required: (schema.required ?? []).filter((k) => k !== fileField),
    };
    const fields = maybeMutated(fromSchema(fieldsSchema, pools, 0) as fc.Arbitrary<Record<string, unknown>>).map((v) =>
      Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, asText(x)])),
    );
    const file = fc.constantFrom<FileChoice>('png', 'png', 'none', 'garbage', 'empty', 'text-null');
    body = fc.tuple(fields, file).map(([f, choice]) => ({ kind: 'multipart' as const, fields: f, file: choice }));
  }

  return fc.record({
    params: maybeMutated(params),
    query: maybeMutated(query),
    body,
    token: fc.constantFrom(...tokenNames),
  });
}

/** Percent-encoding that also carries a lone surrogate, as the bytes a broken client would send (not UTF-8). */
function encode(text: string): string {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFF')).replace(/%EF%BF%BF/g, '%ED%A0%80');
}

/** The request's URL: path parameters encoded in place, the query string appended. */
export function urlFor(pathTemplate: string, request: GeneratedRequest): string {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => encode(asText(request.params[name] ?? 'missing')));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encode(key)}=${encode(asText(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
