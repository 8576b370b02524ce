import type { UseFormReturn } from 'react-hook-form';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { countries } from 'shared-api/countries';
import { Button, FormField, Input, Select, Stack, Textarea } from 'shared-ui';
import styled from 'styled-components';
import { ImageField } from '../../../lib/ImageField';
import { validateImage } from '../../../lib/imageFile';
import { DESCRIPTION_MAX, PRODUCT_NAME_MAX, requiredText } from '../../../lib/fieldRules';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';
import { validatePrice, validateStock, type ProductFormValues } from '../hooks/useProductForm';

interface ProductFormProps {
  form: UseFormReturn<ProductFormValues>;
  onSubmit: (values: ProductFormValues) => void | Promise<void>;
  /** Add: a dropdown of the country list. Edit: free text (as the spec shows). */
  countryInput: 'select' | 'text';
  imageRequired: boolean;
  /** The product's current picture (edit), shown until a new one is chosen. */
  currentImageSrc?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Further buttons beside submit (the edit page's Delete Product). */
  extraActions?: React.ReactNode;
  ariaLabel: string;
}

// The product's country is stored by name (e.g. Japan).
const countryOptions = countries.map((country) => ({ value: country.name, label: country.name }));

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: space-between;

  & > * {
    flex: 1 1 12rem;
  }
`;

/** The add/edit product form: name, description, price (0.01 step), stock, country, image. */
export function ProductForm({
  form,
  onSubmit,
  countryInput,
  imageRequired,
  currentImageSrc,
  submitLabel,
  busyLabel,
  busy,
  extraActions,
  ariaLabel,
}: ProductFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const previewUrl = useChosenImageUrl(watch('productImg'));
  const shownImage = previewUrl ?? currentImageSrc;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={ariaLabel}>
      <Stack>
        <FormField label="Product Name" htmlFor="name" error={errors.name?.message}>
          <Input
            id="name"
            aria-invalid={!!errors.name}
            {...register('name', requiredText('Product name is required', PRODUCT_NAME_MAX))}
          />
        </FormField>
        <FormField label="Description" htmlFor="desc" error={errors.desc?.message}>
          <Textarea
            id="desc"
            rows={5}
            aria-invalid={!!errors.desc}
            {...register('desc', requiredText('Description is required', DESCRIPTION_MAX))}
          />
        </FormField>
        <Pair>
          <FormField label="Price" htmlFor="price" error={errors.price?.message} hint="In dollars, e.g. 12.50">
            <Input
              id="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={FIELD_LIMITS.price.minimum}
              aria-invalid={!!errors.price}
              {...register('price', { validate: validatePrice })}
            />
          </FormField>
          <FormField label="Stock" htmlFor="stock" error={errors.stock?.message}>
            <Input
              id="stock"
              type="number"
              inputMode="numeric"
              step="1"
              min={FIELD_LIMITS.stock.minimum}
              aria-invalid={!!errors.stock}
              {...register('stock', { validate: validateStock })}
            />
          </FormField>
        </Pair>
        <FormField label="Country" htmlFor="country" error={errors.country?.message}>
          {countryInput === 'select' ? (
            <Select
              id="country"
              placeholder="Select a country"
              options={countryOptions}
              aria-invalid={!!errors.country}
              {...register('country', requiredText('Please select a country'))}
            />
          ) : (
            <Input id="country" aria-invalid={!!errors.country} {...register('country', requiredText('Country is required'))} />
          )}
        </FormField>
        <ImageField
          id="productImg"
          label="Product Image"
          error={errors.productImg?.message}
          hint={imageRequired ? undefined : 'Leave blank to keep the current image'}
          preview={shownImage ? { src: shownImage, alt: previewUrl ? 'Preview of the chosen product image' : 'Current product image' } : undefined}
          {...register('productImg', { validate: (files) => validateImage(files, imageRequired, 'Product image is required') })}
        />
        <Actions>
          <Button type="submit" busy={busy} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {extraActions}
        </Actions>
      </Stack>
    </form>
  );
}
