/**
 * Reads a multipart form: text fields are collected as strings, then coerced and validated with the
 * route table's schema (400 naming the field); the one file field is read into memory (5 MB cap,
 * 413 beyond) and turned into WebP. Nothing is written to disk here.
 */
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { HttpError, validationMessage } from '../errors';
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

export async function readMultipart<Fields>(request: FastifyRequest, spec: MultipartSpec): Promise<ParsedUpload<Fields>> {
  if (!request.isMultipart()) throw new HttpError(400, `Send this form as multipart/form-data (the image goes in ${spec.file})`);
  const fields: Record<string, string> = {};
  let fileBytes: Buffer | undefined;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.file) {
          throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the image as ${spec.file}`);
        }
        if (fileBytes !== undefined) throw new HttpError(400, `Send only one ${spec.file}`);
        if (part.filename && isUnsafeFileName(part.filename)) {
          throw new HttpError(400, `${spec.file} has a file name that is not allowed; rename the file and try again`);
        }
        const bytes = await part.toBuffer();
        // A form with an empty file input sends an empty, nameless part: that means "no file".
        if (bytes.length > 0 || part.filename) fileBytes = bytes;
      } else {
        if (part.fieldname === spec.file) {
          // Clients written against the spec send an empty picture field as text: "", "null" or
          // "undefined" mean "no picture" (then "… is required" where one is needed).
          if (NO_FILE_TEXTS.has(String(part.value).trim())) continue;
          throw new HttpError(400, `${spec.file} must be an image file`);
        }
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname} is too long`);
        if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, `${part.fieldname} was sent more than once`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    // Library errors carry their own 4xx status; anything else here is a body busboy could not parse.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === 'number' && status < 500)) throw error;
    throw new HttpError(400, 'The form could not be read: the multipart body is malformed');
  }

  // The same Ajv as JSON bodies (coercion of "19.99" to 19.99, multipleOf precision, messages).
  const validate = request.compileValidationSchema(spec.fields as Record<string, unknown>, 'body');
  if (!validate(fields)) throw new HttpError(400, validationMessage((validate.errors ?? []) as never, 'body'));
  refuseHostileValues(fields);

  if (fileBytes !== undefined && fileBytes.length === 0) throw new HttpError(400, `${spec.file} is an empty file`);
  if (fileBytes === undefined && spec.fileRequired) throw new HttpError(400, `${spec.file} is required`);
  const image = fileBytes === undefined ? undefined : await toWebp(fileBytes, spec.file);
  return { fields: fields as Fields, image };
}
