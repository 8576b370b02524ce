/**
 * Reads a multipart form: text fields are collected as strings (a field the schema declares an array
 * may come repeated, or once as a JSON array text), then coerced and validated with the
 * route table's schema (400 `{msg, code, field}` naming the field); the one file field is read into memory (5 MB cap,
 * 413 beyond) and turned into WebP. Nothing is written to disk here.
 */
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { HttpError, validationError } from '../errors';
import { toWebp } from './images';
import { refuseHostileValues } from '../plugins/hostile-input';

export interface MultipartSpec {
  fields: TSchema;
  file: string;
  fileRequired: boolean;
}

export interface ParsedUpload<Fields> {
  fields: Fields;
  /** The picture re-encoded as WebP, or undefined when none was sent (optional file fields only). */
  image: Buffer | undefined;
}

const NO_FILE_TEXTS = new Set(['', 'null', 'undefined']);

/** A file name is never used, but one that tries to climb directories is refused outright. */
function isUnsafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[/\\\u0000-\u001f\u007f]/.test(name) || name.split(/[/\\]/).some((seg) => seg === '..') || name === '..' || name.length > 255;
}

/** The form fields the schema declares arrays (e.g. ships_to). */
function arrayFieldsOf(schema: TSchema): Set<string> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return new Set(Object.entries(properties).filter(([, property]) => property.type === 'array').map(([name]) => name));
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

export async function readMultipart<Fields>(request: FastifyRequest, spec: MultipartSpec): Promise<ParsedUpload<Fields>> {
  if (!request.isMultipart()) throw new HttpError(400, `Send this form as multipart/form-data (the image goes in ${spec.file})`, { code: 'multipart_required' });
  const fields: Record<string, string> = {};
  const arrayFields = arrayFieldsOf(spec.fields);
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
  // The same Ajv as JSON bodies (coercion of "19.99" to 19.99, multipleOf precision, messages).
  const validate = request.compileValidationSchema(spec.fields as Record<string, unknown>, 'body');
  if (!validate(form)) {
    const { msg, code, field } = validationError((validate.errors ?? []) as never, 'body');
    throw new HttpError(400, msg, { code, field });
  }
  refuseHostileValues(form);

  if (fileBytes !== undefined && fileBytes.length === 0) throw new HttpError(400, `${spec.file} is an empty file`, { code: 'file_empty', field: spec.file });
  if (fileBytes === undefined && spec.fileRequired) throw new HttpError(400, `${spec.file} is required`, { code: 'field_required', field: spec.file });
  const image = fileBytes === undefined ? undefined : await toWebp(fileBytes, spec.file);
  return { fields: form as Fields, image };
}
