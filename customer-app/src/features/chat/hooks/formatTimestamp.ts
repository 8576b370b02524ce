/** A message's ISO timestamp as the reader's local date and time (e.g. "3/1/2026, 11:15:00 AM"). */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}
