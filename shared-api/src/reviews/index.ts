/**
 * 'shared-api/reviews': writing a review (its author), replying (the selling store) and a store's
 * reviews. A federation share key of its own, since it injects endpoints into the one api slice
 * (scripts/federation-shared.cjs); a product's public reviews are in the package index.
 */
export {
  reviewsWriteApi,
  useAddReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useReplyToReviewMutation,
  useGetStoreReviewsInfiniteQuery,
  type AddReviewBody,
  type UpdateReviewBody,
  type DeleteReviewArg,
  type ReplyBody,
  type ReviewAnswer,
} from './endpoints';
