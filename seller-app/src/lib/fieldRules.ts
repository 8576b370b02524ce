import type { RegisterOptions } from 'react-hook-form';

/** Client-side copies of the API's limits (api-contract.md), so mistakes show before a round trip. */
export const storeNameRules = {
  validate: (value: string) => {
    const name = value.trim();
    if (!name) return 'Store name is required';
    if (name.length < 3 || name.length > 32) return 'Store name must be 3–32 characters';
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) return 'Store name may contain only letters, digits, _ - and .';
    return true;
  },
} satisfies RegisterOptions<Record<string, string>, string>;

/** A password being set (register, or a non-blank password on a profile update). */
export const newPasswordRules = {
  minLength: { value: 8, message: 'Password must be at least 8 characters' },
  maxLength: { value: 128, message: 'Password must be at most 128 characters' },
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

/** The API's limits on a store's free-text fields (after trimming). */
export const FULL_LOCATION_MAX = { length: 200, message: 'Full location must be at most 200 characters' };
export const BIO_MAX = { length: 1000, message: 'Bio must be at most 1000 characters' };
