/** An id typed by the operator: a positive whole number, else undefined. */
export function parseId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 ? id : undefined;
}
