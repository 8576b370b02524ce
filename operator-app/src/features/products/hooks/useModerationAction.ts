import { useRemoveReviewMutation, useRestoreProductMutation, useTakeDownProductMutation } from 'shared-api/operator';
import { toast, useTranslation } from 'shared-ui';
import { useErrorDescription } from '../../../lib/useErrorDescription';
import { productsMessages } from '../messages';

export type ModerationAction = 'takeDown' | 'restore' | 'removeReview';

/** Takes a product down, restores it, or removes a review, by id with a reason; true when it worked. */
export function useModerationAction() {
  const { t } = useTranslation(productsMessages);
  const describeError = useErrorDescription();
  const [takeDown, takingDown] = useTakeDownProductMutation();
  const [restore, restoring] = useRestoreProductMutation();
  const [removeReview, removing] = useRemoveReviewMutation();
  const send = (action: ModerationAction, id: number, reason: string) => {
    if (action === 'takeDown') return takeDown({ product_id: id, reason }).unwrap();
    if (action === 'restore') return restore({ product_id: id, reason }).unwrap();
    return removeReview({ review_id: id, reason }).unwrap();
  };
  const act = async (action: ModerationAction, id: number, reason: string): Promise<boolean> => {
    try {
      await send(action, id, reason);
      toast({ title: t(`${action}.done`), description: t(`${action}.doneDescription`, { id }) });
      return true;
    } catch (error) {
      toast({ title: t(`${action}.failed`), description: describeError(error, t(`${action}.failedFallback`)), variant: 'destructive' });
      return false;
    }
  };
  return { act, isActing: takingDown.isLoading || restoring.isLoading || removing.isLoading };
}
