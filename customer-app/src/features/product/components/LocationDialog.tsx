import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Dialog, DialogFooter, FormField, Input, useTranslation } from 'shared-ui';
import { fullLocationRules } from '../../../lib/accountRules';
import { commonMessages } from '../../../messages';
import { productMessages } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

export interface LocationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Prefilled (the location of the customer's latest cart line), editable. */
  defaultLocation: string;
  busy: boolean;
  onSubmit(fullLocation: string): void;
}

/** Asks where the order goes before a product is added to the cart (Cancel / Submit). */
export function LocationDialog({ open, onOpenChange, defaultLocation, busy, onSubmit }: LocationDialogProps) {
  const { t } = useTranslation(productMessages);
  const { t: tc } = useTranslation(commonMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ full_location: string }>({ defaultValues: { full_location: defaultLocation } });

  // Each opening starts from the suggested location.
  useEffect(() => {
    if (open) reset({ full_location: defaultLocation });
  }, [open, defaultLocation, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dialog.title')} description={t('dialog.description')}>
      <Form noValidate onSubmit={handleSubmit((values) => onSubmit(values.full_location.trim()))}>
        <FormField label={t('dialog.fullLocation')} htmlFor="cart-location" error={errors.full_location?.message} required>
          <Input
            id="cart-location"
            autoComplete="street-address"
            placeholder={t('dialog.placeholder')}
            {...register('full_location', fullLocationRules(tc))}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('dialog.submit')}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
