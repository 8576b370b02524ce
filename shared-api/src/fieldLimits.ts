/**
 * The API's input limits, generated from its route schemas (src/generated/fieldLimits.ts; the
 * generated-files test fails when they drift). Forms word their own messages; the numbers and the
 * name pattern come from here only.
 */
import { FIELD_LIMITS } from './generated/fieldLimits';

export { FIELD_LIMITS };

/** Letters, digits, `_`, `-` and `.`: usernames and store names. */
export const NAME_PATTERN = new RegExp(FIELD_LIMITS.name.pattern);
