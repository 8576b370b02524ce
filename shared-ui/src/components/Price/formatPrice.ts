const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with a dollar sign and 2 decimals: 12.5 → "$12.50", 1234 → "$1,234.00". */
export function formatPrice(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0);
}
