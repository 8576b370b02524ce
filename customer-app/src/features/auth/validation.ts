/**
 * Form rules for customer accounts: the spec's required fields plus the API's limits
 * (api-contract.md), so a mistake is explained before the round trip.
 */
import type { RegisterOptions } from 'react-hook-form';

const NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const usernameRules = {
  validate: (value: string) => {
    const name = value.trim();
    if (!name) return 'Username is required';
    if (name.length < 3 || name.length > 32) return 'Username must be 3 to 32 characters';
    if (!NAME_PATTERN.test(name)) return 'Username may contain only letters, digits, _ - and .';
    return true;
  },
} satisfies RegisterOptions<{ username: string }, 'username'>;

export const passwordRules = {
  required: 'Password is required',
  minLength: { value: 8, message: 'Password must be at least 8 characters' },
  maxLength: { value: 128, message: 'Password must be at most 128 characters' },
} satisfies RegisterOptions<{ password: string }, 'password'>;

export const fullLocationRules = {
  validate: (value: string) => {
    const location = value.trim();
    if (!location) return 'Full location is required';
    if (location.length > 200) return 'Full location must be at most 200 characters';
    return true;
  },
} satisfies RegisterOptions<{ full_location: string }, 'full_location'>;
