/**
 * Form rules for a store's and a product's fields: the API's limits (FIELD_LIMITS, generated from the
 * API's schemas), so mistakes show before a round trip.
 */
import type { RegisterOptions } from 'react-hook-form';
import { FIELD_LIMITS, NAME_PATTERN } from 'shared-api/field-limits';

const { name, password } = FIELD_LIMITS;

/** Shown under the store name field. */
export const STORE_NAME_HINT = `${name.minLength}–${name.maxLength} letters, digits, _ - or .`;

export const storeNameRules = {
  validate: (value: string) => {
    const storeName = value.trim();
    if (!storeName) return 'Store name is required';
    if (storeName.length < name.minLength || storeName.length > name.maxLength) return `Store name must be ${name.minLength}–${name.maxLength} characters`;
    if (!NAME_PATTERN.test(storeName)) return 'Store name may contain only letters, digits, _ - and .';
    return true;
  },
} satisfies RegisterOptions<Record<string, string>, string>;

/** A password being set (register, or a non-blank password on a profile update). */
export const newPasswordRules = {
  minLength: { value: password.minLength, message: `Password must be at least ${password.minLength} characters` },
  maxLength: { value: password.maxLength, message: `Password must be at most ${password.maxLength} characters` },
} as const;

/** A required free-text field: blank or whitespace-only is refused. */
export function requiredText(message: string, max?: { length: number; message: string }) {
  return {
    validate: (value: string) => {
      if (!value || !value.trim()) return message;
      if (max && value.trim().length > max.length) return max.message;
      return true;
    },
  };
}

/** A text field's upper limit (after trimming), worded for its label. */
const maxOf = (label: string, length: number) => ({ length, message: `${label} must be at most ${length} characters` });

export const FULL_LOCATION_MAX = maxOf('Full location', FIELD_LIMITS.fullLocation.maxLength);
export const BIO_MAX = maxOf('Bio', FIELD_LIMITS.bio.maxLength);
export const PRODUCT_NAME_MAX = maxOf('Product name', FIELD_LIMITS.productName.maxLength);
export const DESCRIPTION_MAX = maxOf('Description', FIELD_LIMITS.description.maxLength);
