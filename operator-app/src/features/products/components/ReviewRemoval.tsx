import { useState } from 'react';
import { useTranslation } from 'shared-ui';
import { ReasonDialog } from '../../../lib/ReasonDialog';
import { useModerationCall } from '../../../lib/useModerationCall';
import { useProductModeration } from '../hooks/useProductModeration';
import { productsMessages } from '../messages';
import { IdForm } from './IdForm';

/**
 * Removes a review by its id, with a reason (reviews reported by shoppers are removed from the report
 * queue). The id form opens the reason dialog, so it is no ModerationAction: it shares its call.
 */
export function ReviewRemoval() {
  const { t } = useTranslation(productsMessages);
  const [reviewId, setReviewId] = useState<number | null>(null);
  const removal = useProductModeration('removeReview', reviewId ?? 0);
  const { confirm, busy } = useModerationCall(removal);
  return (
    <>
      <IdForm label={t('removeReview.formLabel')} fieldLabel={t('removeReview.id')} submitLabel={removal.label} invalidText={t('idInvalid')} onSubmit={setReviewId} />
      <ReasonDialog
        open={reviewId !== null}
        onOpenChange={(open) => !open && setReviewId(null)}
        title={t('removeReview.title', { id: reviewId ?? 0 })}
        description={removal.description}
        confirmLabel={removal.label}
        busy={busy}
        onConfirm={confirm}
      />
    </>
  );
}
