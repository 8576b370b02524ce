import type { UseFormReturn } from 'react-hook-form';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { Button, FormField, Input, Select, Stack, Textarea, useMessagesFollowLanguage, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { ImageField } from '../../../lib/ImageField';
import { firstFile, validateImage } from '../../../lib/imageFile';
import { maxOf, requiredText } from '../../../lib/fieldRules';
import { commonMessages } from '../../../lib/messages';
import { useCountryOptions } from 'shared-api/country-options';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';
import { validatePrice, validateStock, type ProductFormValues } from '../hooks/useProductForm';
import { productsMessages } from '../messages';

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
  const { t } = useTranslation(productsMessages);
  const tc = useTranslation(commonMessages).t;
  // The product's country is stored by its English name (e.g. Japan), shown in the page's language.
  const countryOptions = useCountryOptions();
  useMessagesFollowLanguage(form);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const chosenImage = watch('productImg');
  const previewUrl = useChosenImageUrl(chosenImage);
  const shownImage = previewUrl ?? currentImageSrc;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={ariaLabel}>
      <Stack>
        <FormField label={t('form.name')} htmlFor="name" error={errors.name?.message}>
          <Input
            id="name"
            aria-invalid={!!errors.name}
            {...register('name', requiredText(t('form.nameRequired'), maxOf(tc, 'productName')))}
          />
        </FormField>
        <FormField label={t('form.description')} htmlFor="desc" error={errors.desc?.message}>
          <Textarea
            id="desc"
            rows={5}
            aria-invalid={!!errors.desc}
            {...register('desc', requiredText(t('form.descriptionRequired'), maxOf(tc, 'description')))}
          />
        </FormField>
        <Pair>
          <FormField label={t('form.price')} htmlFor="price" error={errors.price?.message} hint={t('form.priceHint')}>
            <Input
              id="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={FIELD_LIMITS.price.minimum}
              aria-invalid={!!errors.price}
              {...register('price', { validate: (value) => validatePrice(t, value) })}
            />
          </FormField>
          <FormField label={t('form.stock')} htmlFor="stock" error={errors.stock?.message}>
            <Input
              id="stock"
              type="number"
              inputMode="numeric"
              step="1"
              min={FIELD_LIMITS.stock.minimum}
              aria-invalid={!!errors.stock}
              {...register('stock', { validate: (value) => validateStock(t, value) })}
            />
          </FormField>
        </Pair>
        <FormField label={t('form.country')} htmlFor="country" error={errors.country?.message}>
          {countryInput === 'select' ? (
            <Select
              id="country"
              placeholder={t('form.countryPlaceholder')}
              options={countryOptions}
              aria-invalid={!!errors.country}
              {...register('country', requiredText(t('form.countrySelectRequired')))}
            />
          ) : (
            <Input id="country" aria-invalid={!!errors.country} {...register('country', requiredText(t('form.countryRequired')))} />
          )}
        </FormField>
        <ImageField
          chosenName={firstFile(chosenImage)?.name}
          id="productImg"
          label={t('form.image')}
          error={errors.productImg?.message}
          hint={imageRequired ? undefined : t('form.imageHint')}
          preview={shownImage ? { src: shownImage, alt: previewUrl ? t('form.previewAlt') : t('form.currentAlt') } : undefined}
          {...register('productImg', { validate: (files) => validateImage(tc, files, imageRequired, t('form.imageRequired')) })}
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
