import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { assetUrl, type Store } from 'shared-api';
import { shipsToOf, useUpdateStoreMutation } from 'shared-api/store-admin';
import { Button, errorText, FormField, Input, Stack, Textarea, toast, useMessagesFollowLanguage, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { maxOf, newPasswordRules, requiredText, storeNameHint, storeNameRules } from '../../../lib/fieldRules';
import { ImageField } from '../../../lib/ImageField';
import { firstFile, validateImage } from '../../../lib/imageFile';
import { commonMessages } from '../../../lib/messages';
import { ShipsToField } from '../../../lib/ShipsToField';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';
import { toStoreUpdateFormData, useStoreProfileForm, type StoreProfileValues } from '../hooks/useStoreProfileForm';
import { dashboardMessages } from '../messages';

const Form = styled.form`
  max-width: 42rem;
`;

/**
 * The dashboard's Profile tab. The API answers with a new token (the name may have changed);
 * shared-api stores it, so a renamed store stays signed in.
 */
export function StoreProfileForm({ store }: { store: Store }) {
  const { t } = useTranslation(dashboardMessages);
  const tc = useTranslation(commonMessages).t;
  const form = useStoreProfileForm(store);
  useMessagesFollowLanguage(form);
  const {
    register,
    handleSubmit,
    watch,
    control,
    resetField,
    formState: { errors },
  } = form;
  const [updateStore, { isLoading }] = useUpdateStoreMutation();
  const chosenImage = watch('storeImg');
  const previewUrl = useChosenImageUrl(chosenImage);
  // The ship-to countries last saved (the prefill, then each successful save): sent only when changed.
  const savedShipsTo = useRef<string[] | undefined>(undefined);
  savedShipsTo.current ??= shipsToOf(store);
  const passwordRules = newPasswordRules(tc);
  const bioMax = maxOf(tc, 'bio');

  const onSubmit = async (values: StoreProfileValues) => {
    try {
      await updateStore(toStoreUpdateFormData(values, savedShipsTo.current)).unwrap();
      savedShipsTo.current = values.ships_to;
      resetField('password');
      resetField('storeImg');
      toast({ title: t('profile.updated'), description: t('profile.updatedDescription') });
    } catch (error) {
      // docs/departures.md, 2: the failure is shown and the form keeps what was typed.
      toast({ title: t('profile.failed'), description: errorText(error, t('profile.failedFallback')), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('profile.formLabel')}>
      <Stack>
        <FormField label={t('profile.storeName')} htmlFor="store_name" error={errors.store_name?.message} hint={storeNameHint(tc)}>
          <Input id="store_name" autoComplete="username" {...register('store_name', storeNameRules(tc))} />
        </FormField>
        <FormField label={t('profile.fullLocation')} htmlFor="full_location" error={errors.full_location?.message}>
          <Input
            id="full_location"
            autoComplete="street-address"
            {...register('full_location', requiredText(t('profile.fullLocationRequired'), maxOf(tc, 'fullLocation')))}
          />
        </FormField>
        <FormField label={t('profile.newPassword')} htmlFor="password" error={errors.password?.message} hint={t('profile.newPasswordHint')}>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            {...register('password', {
              validate: (value) => !value || value.length >= passwordRules.minLength.value || passwordRules.minLength.message,
              maxLength: passwordRules.maxLength,
            })}
          />
        </FormField>
        <FormField label={t('profile.bio')} htmlFor="bio" error={errors.bio?.message} hint={t('profile.bioHint')}>
          <Textarea id="bio" rows={4} {...register('bio', { maxLength: { value: bioMax.length, message: bioMax.message } })} />
        </FormField>
        <ImageField
          chosenName={firstFile(chosenImage)?.name}
          id="storeImg"
          label={t('profile.storeImage')}
          error={errors.storeImg?.message}
          hint={t('profile.storeImageHint')}
          preview={
            previewUrl
              ? { src: previewUrl, alt: t('profile.previewAlt') }
              : { src: assetUrl(store.img), alt: t('profile.currentAlt', { storeName: store.store_name }) }
          }
          {...register('storeImg', { validate: (files) => validateImage(tc, files, false, '') })}
        />
        <Controller control={control} name="ships_to" render={({ field }) => <ShipsToField value={field.value} onChange={field.onChange} />} />
        <div>
          <Button type="submit" busy={isLoading} disabled={isLoading}>
            {isLoading ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
