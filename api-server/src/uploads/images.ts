/**
 * Uploaded pictures: the type is decided by the bytes (magic numbers), never by the file name or
 * the declared type; only raster images are accepted (SVG and everything else is refused). Each is
 * re-encoded to WebP with sharp, which drops metadata and anything hidden after the pixels, and
 * caps the pixel count.
 */
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Decoding larger pictures would cost too much memory; 40 megapixels covers any camera photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this many pixels wide and high. */
export const MAX_STORED_EDGE = 2048;
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export async function toWebp(bytes: Buffer, field: string): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !RASTER_TYPES.has(detected.mime)) {
    throw new HttpError(415, `${field} must be a JPEG, PNG, WebP, GIF or AVIF image`, { code: 'not_an_image', field });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, `${field} has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`, { code: 'image_too_large', field });
    }
    throw new HttpError(415, `${field} could not be read as an image`, { code: 'not_an_image', field });
  }
}
