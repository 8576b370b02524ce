/**
 * A product's or a store's rating figures, read from the sums the review triggers keep
 * (migration 009): a read never counts reviews.
 */

/** The mean with one decimal (4.25 → 4.3), null when there is no review. */
export function ratingAverage(sum: number, count: number): number | null {
  const reviews = Number(count);
  return reviews === 0 ? null : Math.round((Number(sum) * 10) / reviews) / 10;
}

/** `rating_average` and `rating_count` of an answer, from the kept columns. */
export function ratingFields(row: { rating_sum: number | string; rating_count: number | string }): { rating_average: number | null; rating_count: number } {
  return { rating_average: ratingAverage(Number(row.rating_sum), Number(row.rating_count)), rating_count: Number(row.rating_count) };
}
