import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Dialog, DialogFooter, FormField, Input } from 'shared-ui';
import { fullLocationRules } from '../../../lib/accountRules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
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
    <Dialog open={open} onOpenChange={onOpenChange} title="Enter Your Location" description="Where should this product be delivered?">
      <Form noValidate onSubmit={handleSubmit((values) => onSubmit(values.full_location.trim()))}>
        <FormField label="Full Location" htmlFor="cart-location" error={errors.full_location?.message} required>
          <Input
            id="cart-location"
            autoComplete="street-address"
            placeholder="Enter your country and full location"
            {...register('full_location', fullLocationRules)}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Submit
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
