import { useState } from 'react';
import styled from 'styled-components';
import { errorStatus, type Product, type Review } from 'shared-api';
import { useAddReviewMutation, useDeleteReviewMutation, useUpdateReviewMutation } from 'shared-api/reviews';
import { Button, ConfirmDialog, errorText, MutedText, toast, useTranslation } from 'shared-ui';
import { productMessages } from '../../messages';
import { useReviewEligibility } from '../../hooks/useReviewEligibility';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

const OwnReview = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface CustomerReviewProps {
  product: Product;
  /** The customer's own review of the product, when the loaded reviews hold it. */
  own: Review | undefined;
}

/**
 * The signed-in customer's part of the reviews: their review with Edit and Delete, or the form when
 * they bought the product, or why they cannot review it.
 */
export default function CustomerReview({ product, own }: CustomerReviewProps) {
  const { t } = useTranslation(productMessages);
  const eligibility = useReviewEligibility(product.product_id);
  const [addReview, adding] = useAddReviewMutation();
  const [updateReview, updating] = useUpdateReviewMutation();
  const [deleteReview] = useDeleteReviewMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<'not_a_buyer' | 'already_reviewed'>();

  const failed = (error: unknown) => toast({ title: t('reviews.failedTitle'), description: errorText(error, t('reviews.failed')), variant: 'destructive' });

  if (own) {
    if (editing) {
      return (
        <ReviewForm
          initial={{ rating: own.rating, text: own.text }}
          busy={updating.isLoading}
          submitLabel={t('reviews.form.save')}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            updateReview({ review_id: own.review_id, ...values })
              .unwrap()
              .then(() => {
                setEditing(false);
                toast({ title: t('reviews.updated') });
              })
              .catch(failed)
          }
        />
      );
    }
    return (
      <section aria-label={t('reviews.yourReview')}>
        <OwnReview>
          <ReviewItem
            review={own}
            ownActions={
              <>
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  {t('reviews.edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  {t('reviews.delete')}
                </Button>
              </>
            }
          />
        </OwnReview>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('reviews.deleteTitle')}
          description={t('reviews.deleteDescription')}
          confirmLabel={t('reviews.delete')}
          cancelLabel={t('reviews.form.cancel')}
          destructive
          onConfirm={() =>
            void deleteReview({ review_id: own.review_id, product_id: own.product_id, store_id: own.store_id })
              .unwrap()
              .then(() => toast({ title: t('reviews.deleted') }))
              .catch(failed)
          }
        />
      </section>
    );
  }

  if (refused === 'already_reviewed') return <MutedText role="status">{t('reviews.alreadyReviewed')}</MutedText>;
  if (eligibility === 'ineligible' || refused === 'not_a_buyer') return <MutedText role="status">{t('reviews.notABuyer')}</MutedText>;
  if (eligibility === 'loading') return null;

  return (
    <ReviewForm
      busy={adding.isLoading}
      submitLabel={t('reviews.form.post')}
      onSubmit={(values) =>
        addReview({ product_id: product.product_id, ...values })
          .unwrap()
          .then(() => toast({ title: t('reviews.posted') }))
          .catch((error: unknown) => {
            const status = errorStatus(error);
            if (status === 403) setRefused('not_a_buyer');
            else if (status === 409) setRefused('already_reviewed');
            else failed(error);
          })
      }
    />
  );
}
