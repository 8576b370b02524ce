/**
 * Form rules for a customer's account fields: the spec's required fields plus the API's limits
 * (FIELD_LIMITS, generated from the API's schemas), so a mistake is explained before the round trip.
 * Sign-up, the profile and the cart's location dialog all use these.
 */
import type { RegisterOptions } from 'react-hook-form';
import { FIELD_LIMITS, NAME_PATTERN } from 'shared-api/field-limits';

const { name, password, fullLocation } = FIELD_LIMITS;

/** Shown under the username field. */
export const USERNAME_HINT = `${name.minLength}–${name.maxLength} letters, digits, _ - or .`;

export function validateUsername(value: string): true | string {
  const username = value.trim();
  if (!username) return 'Username is required';
  if (username.length < name.minLength || username.length > name.maxLength) return `Username must be ${name.minLength} to ${name.maxLength} characters`;
  if (!NAME_PATTERN.test(username)) return 'Username may contain only letters, digits, _ - and .';
  return true;
}

export const usernameRules = { validate: validateUsername } satisfies RegisterOptions<{ username: string }, 'username'>;

/** A password chosen at sign-up. */
export const passwordRules = {
  required: 'Password is required',
  minLength: { value: password.minLength, message: `Password must be at least ${password.minLength} characters` },
  maxLength: { value: password.maxLength, message: `Password must be at most ${password.maxLength} characters` },
} satisfies RegisterOptions<{ password: string }, 'password'>;

/** A new password on the profile: blank keeps the current one. */
export function validateNewPassword(value: string): true | string {
  if (value === '') return true;
  if (value.length < password.minLength) return `Password must be at least ${password.minLength} characters`;
  if (value.length > password.maxLength) return `Password must be at most ${password.maxLength} characters`;
  return true;
}

const locationTooLong = (location: string) =>
  location.length > fullLocation.maxLength ? `Full location must be at most ${fullLocation.maxLength} characters` : true;

/** A required location (sign-up, a cart line's delivery location). */
export const fullLocationRules = {
  validate: (value: string) => {
    const location = value.trim();
    if (!location) return 'Full location is required';
    return locationTooLong(location);
  },
} satisfies RegisterOptions<{ full_location: string }, 'full_location'>;

/** The profile's location: blank keeps the current one. */
export function validateFullLocation(value: string): true | string {
  return locationTooLong(value.trim());
}
