/**
 * A multipart form as two route hooks (routes/calls.ts adds them to the calls with an `upload`):
 * - before validation, `readUploadForm` reads the form: text fields are collected as strings (a
 *   field the body schema declares an array may come repeated, or once as a JSON array text) and
 *   become `request.body`, which Fastify then coerces and validates with the call's body schema,
 *   exactly as a JSON body (400 `{msg, code, field}` naming the field); the one file field is read
 *   into memory (5 MB cap, 413 beyond);
 * - after validation, `readUploadPicture` refuses an empty or missing picture and turns the
 *   picture into WebP, left in `request.picture`. Nothing is written to disk here.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { toWebp } from './images';

/** A multipart call's picture: its form field, and whether the call needs one. */
export interface UploadField {
  file: string;
  required: boolean;
}

/** The raw picture between the two hooks. */
const rawPictures = new WeakMap<FastifyRequest, Buffer>();

const NO_FILE_TEXTS = new Set(['', 'null', 'undefined']);

/** A file name is never used, but one that tries to climb directories is refused outright. */
function isUnsafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[/\\\u0000-\u001f\u007f]/.test(name) || name.split(/[/\\]/).some((seg) => seg === '..') || name === '..' || name.length > 255;
}

/** The form fields the schema declares arrays (e.g. ships_to). */
function arrayFieldsOf(schema: unknown): Set<string> {
  const properties: unknown = typeof schema === 'object' && schema !== null && 'properties' in schema ? schema.properties : {};
  const isArray = (property: unknown) => typeof property === 'object' && property !== null && 'type' in property && property.type === 'array';
  return new Set(Object.entries(properties ?? {}).filter(([, property]) => isArray(property)).map(([name]) => name));
}

/** An array field's values: repeated fields as sent, or one JSON array text (`["Japan","Peru"]`). */
function arrayValue(field: string, values: string[]): unknown {
  if (values.length !== 1 || !values[0].trim().startsWith('[')) return values;
  try {
    return JSON.parse(values[0]) as unknown;
  } catch {
    throw new HttpError(400, `${field} must be a JSON array of texts, or the field repeated once per value`, { code: 'field_invalid', field });
  }
}

/** preValidation hook: the form's text fields become `request.body`; the picture waits in memory. */
export function readUploadForm(spec: UploadField) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) throw new HttpError(400, `Send this form as multipart/form-data (the image goes in ${spec.file})`, { code: 'multipart_required' });
    const fields: Record<string, string> = {};
    const arrayFields = arrayFieldsOf(request.routeOptions.schema?.body);
    const arrays: Record<string, string[]> = {};
    let fileBytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== spec.file) {
            throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the image as ${spec.file}`, { code: 'field_invalid', field: part.fieldname });
          }
          if (fileBytes !== undefined) throw new HttpError(400, `Send only one ${spec.file}`, { code: 'too_many_files', field: spec.file });
          if (part.filename && isUnsafeFileName(part.filename)) {
            throw new HttpError(400, `${spec.file} has a file name that is not allowed; rename the file and try again`, { code: 'file_name_invalid', field: spec.file });
          }
          const bytes = await part.toBuffer();
          // A form with an empty file input sends an empty, nameless part: that means "no file".
          if (bytes.length > 0 || part.filename) fileBytes = bytes;
        } else {
          if (part.fieldname === spec.file) {
            // Clients written against the spec send an empty picture field as text: "", "null" or
            // "undefined" mean "no picture" (then "… is required" where one is needed).
            if (NO_FILE_TEXTS.has(String(part.value).trim())) continue;
            throw new HttpError(400, `${spec.file} must be an image file`, { code: 'not_an_image', field: spec.file });
          }
          if (part.valueTruncated) throw new HttpError(400, `${part.fieldname} is too long`, { code: 'field_too_long', field: part.fieldname });
          const value = typeof part.value === 'string' ? part.value : String(part.value);
          if (arrayFields.has(part.fieldname)) {
            (arrays[part.fieldname] ??= []).push(value);
            continue;
          }
          if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, `${part.fieldname} was sent more than once`, { code: 'field_invalid', field: part.fieldname });
          fields[part.fieldname] = value;
        }
      }
    } catch (error) {
      // Library errors carry their own 4xx status; anything else here is a body busboy could not parse.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (error instanceof HttpError || (typeof status === 'number' && status < 500)) throw error;
      throw new HttpError(400, 'The form could not be read: the multipart body is malformed', { code: 'multipart_invalid' });
    }

    const form: Record<string, unknown> = { ...fields };
    for (const [name, values] of Object.entries(arrays)) form[name] = arrayValue(name, values);
    request.body = form;
    if (fileBytes !== undefined) rawPictures.set(request, fileBytes);
  };
}

/**
 * preHandler hook, after the fields passed the body schema (and the NUL / non-finite guard,
 * plugins/hostile-input.ts): the picture is checked and turned into WebP, in `request.picture`.
 */
export function readUploadPicture(spec: UploadField) {
  return async (request: FastifyRequest): Promise<void> => {
    const fileBytes = rawPictures.get(request);
    rawPictures.delete(request);
    if (fileBytes !== undefined && fileBytes.length === 0) throw new HttpError(400, `${spec.file} is an empty file`, { code: 'file_empty', field: spec.file });
    if (fileBytes === undefined && spec.required) throw new HttpError(400, `${spec.file} is required`, { code: 'field_required', field: spec.file });
    request.picture = fileBytes === undefined ? undefined : await toWebp(fileBytes, spec.file);
  };
}

/** The picture of a call whose upload is required (its preHandler refused a form without one). */
export function requiredPicture(request: FastifyRequest, spec: UploadField): Buffer {
  if (request.picture === undefined) throw new HttpError(400, `${spec.file} is required`, { code: 'field_required', field: spec.file });
  return request.picture;
}
