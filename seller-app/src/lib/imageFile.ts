/** Image uploads: only image files are accepted (the API checks the bytes again, 415 otherwise). */
export const IMAGE_ACCEPT = 'image/*';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image must be 5 MB or smaller.';

/** The first file of a file input's value, if any. */
export function firstFile(files: FileList | null | undefined): File | undefined {
  return files && files.length > 0 ? files[0] : undefined;
}

/**
 * react-hook-form validator for an image file input.
 * Returns true when acceptable, or the message to show next to the field.
 */
export function validateImage(files: FileList | null | undefined, required: boolean, requiredMessage: string): true | string {
  const file = firstFile(files);
  if (!file) return required ? requiredMessage : true;
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return true;
}
