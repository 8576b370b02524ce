import { useRemoveReviewMutation, useRestoreProductMutation, useTakeDownProductMutation } from 'shared-api/operator';
import { useTranslation } from 'shared-ui';
import type { Moderation } from '../../../lib/ModerationAction';
import { productsMessages } from '../messages';

export type ProductAction = 'takeDown' | 'restore' | 'removeReview';

/** Taking a product down, restoring it, or removing a review, by id with a reason: its words and its call. */
export function useProductModeration(action: ProductAction, id: number): Moderation {
  const { t } = useTranslation(productsMessages);
  const [takeDown] = useTakeDownProductMutation();
  const [restore] = useRestoreProductMutation();
  const [removeReview] = useRemoveReviewMutation();
  const send = (reason: string) => {
    if (action === 'takeDown') return takeDown({ product_id: id, reason }).unwrap();
    if (action === 'restore') return restore({ product_id: id, reason }).unwrap();
    return removeReview({ review_id: id, reason }).unwrap();
  };
  return {
    label: t(`${action}.button`),
    destructive: action !== 'restore',
    description: t(`${action}.description`),
    send,
    done: { title: t(`${action}.done`), description: t(`${action}.doneDescription`, { id }) },
    failed: { title: t(`${action}.failed`), fallback: t(`${action}.failedFallback`) },
  };
}
