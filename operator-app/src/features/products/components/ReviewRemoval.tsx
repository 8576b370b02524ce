import { useState } from 'react';
import { useTranslation } from 'shared-ui';
import { ReasonDialog } from '../../../lib/ReasonDialog';
import { useModerationAction } from '../hooks/useModerationAction';
import { productsMessages } from '../messages';
import { IdForm } from './IdForm';

/** Removes a review by its id, with a reason (reviews reported by shoppers are removed from the report queue). */
export function ReviewRemoval() {
  const { t } = useTranslation(productsMessages);
  const { act, isActing } = useModerationAction();
  const [reviewId, setReviewId] = useState<number | null>(null);
  return (
    <>
      <IdForm label={t('removeReview.formLabel')} fieldLabel={t('removeReview.id')} submitLabel={t('removeReview.button')} invalidText={t('idInvalid')} onSubmit={setReviewId} />
      <ReasonDialog
        open={reviewId !== null}
        onOpenChange={(open) => !open && setReviewId(null)}
        title={t('removeReview.title', { id: reviewId ?? 0 })}
        description={t('removeReview.description')}
        confirmLabel={t('removeReview.button')}
        busy={isActing}
        onConfirm={(reason) => act('removeReview', reviewId ?? 0, reason)}
      />
    </>
  );
}
