/** Profile form rules: the API's limits (api-contract.md); a blank password keeps the current one. */
const NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export function validateUsername(value: string): true | string {
  const name = value.trim();
  if (!name) return 'Username is required';
  if (name.length < 3 || name.length > 32) return 'Username must be 3 to 32 characters';
  if (!NAME_PATTERN.test(name)) return 'Username may contain only letters, digits, _ - and .';
  return true;
}

export function validateNewPassword(value: string): true | string {
  if (value === '') return true;
  if (value.length < 8) return 'Password must be at least 8 characters';
  if (value.length > 128) return 'Password must be at most 128 characters';
  return true;
}

export function validateFullLocation(value: string): true | string {
  return value.trim().length > 200 ? 'Full location must be at most 200 characters' : true;
}
