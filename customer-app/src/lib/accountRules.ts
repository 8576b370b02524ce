/**
 * Form rules for a customer's account fields: the spec's required fields plus the API's limits
 * (FIELD_LIMITS, generated from the API's schemas), so a mistake is explained before the round trip.
 * Sign-up, the profile and the cart's location dialog all use these. Each takes the translator of
 * the page (useTranslation(commonMessages)), so its messages are in the page's language.
 */
import type { RegisterOptions } from 'react-hook-form';
import { FIELD_LIMITS, NAME_PATTERN } from 'shared-api/field-limits';
import { type Translate } from 'shared-ui';

const { name, password, fullLocation } = FIELD_LIMITS;

/** A translator of the customer.common namespace. */
export type CommonT = Translate;

/** Shown under the username field. */
export const usernameHint = (t: CommonT) => t('account.usernameHint', { min: name.minLength, max: name.maxLength });

export function validateUsername(t: CommonT, value: string): true | string {
  const username = value.trim();
  if (!username) return t('account.usernameRequired');
  if (username.length < name.minLength || username.length > name.maxLength) return t('account.usernameLength', { min: name.minLength, max: name.maxLength });
  if (!NAME_PATTERN.test(username)) return t('account.usernameCharacters');
  return true;
}

export const usernameRules = (t: CommonT) =>
  ({ validate: (value: string) => validateUsername(t, value) }) satisfies RegisterOptions<{ username: string }, 'username'>;

/** A password chosen at sign-up. */
export const passwordRules = (t: CommonT) =>
  ({
    required: t('account.passwordRequired'),
    minLength: { value: password.minLength, message: t('account.passwordTooShort', { count: password.minLength }) },
    maxLength: { value: password.maxLength, message: t('account.passwordTooLong', { count: password.maxLength }) },
  }) satisfies RegisterOptions<{ password: string }, 'password'>;

/** A new password on the profile: blank keeps the current one. */
export function validateNewPassword(t: CommonT, value: string): true | string {
  if (value === '') return true;
  if (value.length < password.minLength) return t('account.passwordTooShort', { count: password.minLength });
  if (value.length > password.maxLength) return t('account.passwordTooLong', { count: password.maxLength });
  return true;
}

const locationTooLong = (t: CommonT, location: string) =>
  location.length > fullLocation.maxLength ? t('account.locationTooLong', { count: fullLocation.maxLength }) : true;

/** A required location (sign-up, a cart line's delivery location). */
export const fullLocationRules = (t: CommonT) =>
  ({
    validate: (value: string) => {
      const location = value.trim();
      if (!location) return t('account.locationRequired');
      return locationTooLong(t, location);
    },
  }) satisfies RegisterOptions<{ full_location: string }, 'full_location'>;

/** The profile's location: blank keeps the current one. */
export function validateFullLocation(t: CommonT, value: string): true | string {
  return locationTooLong(t, value.trim());
}
