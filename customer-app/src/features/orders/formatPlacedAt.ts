const placedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When an order was placed, in the reader's own time zone and language ("Nov 23, 2026, 10:15 AM"). */
export function formatPlacedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : placedAt.format(date);
}
