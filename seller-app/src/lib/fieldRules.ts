/**
 * Form rules for a store's and a product's fields: the API's limits (FIELD_LIMITS, generated from the
 * API's schemas), so mistakes show before a round trip. Messages come in the page's language: each
 * builder takes a `t` of the seller.common namespace (useTranslation(commonMessages)).
 */
import type { RegisterOptions } from 'react-hook-form';
import { FIELD_LIMITS, NAME_PATTERN } from 'shared-api/field-limits';
import { type Translate } from 'shared-ui';

const { name, password } = FIELD_LIMITS;

/** Shown under the store name field. */
export const storeNameHint = (t: Translate) => t('fields.storeNameHint', { min: name.minLength, max: name.maxLength });

export function storeNameRules(t: Translate) {
  return {
    validate: (value: string) => {
      const storeName = value.trim();
      if (!storeName) return t('fields.storeNameRequired');
      if (storeName.length < name.minLength || storeName.length > name.maxLength) return t('fields.storeNameLength', { min: name.minLength, max: name.maxLength });
      if (!NAME_PATTERN.test(storeName)) return t('fields.storeNamePattern');
      return true;
    },
  } satisfies RegisterOptions<Record<string, string>, string>;
}

/** A password being set (register, or a non-blank password on a profile update). */
export function newPasswordRules(t: Translate) {
  return {
    minLength: { value: password.minLength, message: t('fields.passwordMin', { count: password.minLength }) },
    maxLength: { value: password.maxLength, message: t('fields.passwordMax', { count: password.maxLength }) },
  };
}

/** "At least 8 characters", under a new password field. */
export const newPasswordHint = (t: Translate) => t('fields.passwordHint', { count: password.minLength });

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

type LimitedField = 'fullLocation' | 'bio' | 'productName' | 'description';

/** A text field's upper limit (after trimming), worded for its field. */
export function maxOf(t: Translate, field: LimitedField): { length: number; message: string } {
  const length = FIELD_LIMITS[field].maxLength;
  return { length, message: t('fields.tooLong', { field: t(`fields.names.${field}`), count: length }) };
}
