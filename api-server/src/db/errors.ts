/** Recognises constraint violations the same way on SQLite (better-sqlite3) and PostgreSQL (pg). */
function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isCheckViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

