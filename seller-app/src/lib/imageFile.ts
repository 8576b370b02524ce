import { type Translate } from 'shared-ui';

/** Image uploads: only image files are accepted (the API checks the bytes again, 415 otherwise). */
export const IMAGE_ACCEPT = 'image/*';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The first file of a file input's value, if any. */
export function firstFile(files: FileList | null | undefined): File | undefined {
  return files && files.length > 0 ? files[0] : undefined;
}

/**
 * react-hook-form validator for an image file input, with its messages in the page's language (`t`
 * of the seller.common namespace). Returns true when acceptable, or the message to show next to the field.
 */
export function validateImage(t: Translate, files: FileList | null | undefined, required: boolean, requiredMessage: string): true | string {
  const file = firstFile(files);
  if (!file) return required ? requiredMessage : true;
  if (!file.type.startsWith('image/')) return t('image.notAnImage');
  if (file.size > MAX_IMAGE_BYTES) return t('image.tooLarge');
  return true;
}
