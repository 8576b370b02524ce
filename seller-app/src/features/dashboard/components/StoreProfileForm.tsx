import { assetUrl, errorMessage, type Store } from 'shared-api';
import { useUpdateStoreMutation } from 'shared-api/store-admin';
import { Button, FormField, Input, Stack, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { BIO_MAX, FULL_LOCATION_MAX, newPasswordRules, requiredText, STORE_NAME_HINT, storeNameRules } from '../../../lib/fieldRules';
import { ImageField } from '../../../lib/ImageField';
import { validateImage } from '../../../lib/imageFile';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';
import { toStoreUpdateFormData, useStoreProfileForm, type StoreProfileValues } from '../hooks/useStoreProfileForm';

const Form = styled.form`
  max-width: 42rem;
`;

/**
 * The dashboard's Profile tab. The API answers with a new token (the name may have changed);
 * shared-api stores it, so a renamed store stays signed in.
 */
export function StoreProfileForm({ store }: { store: Store }) {
  const form = useStoreProfileForm(store);
  const {
    register,
    handleSubmit,
    watch,
    resetField,
    formState: { errors },
  } = form;
  const [updateStore, { isLoading }] = useUpdateStoreMutation();
  const previewUrl = useChosenImageUrl(watch('storeImg'));

  const onSubmit = async (values: StoreProfileValues) => {
    try {
      await updateStore(toStoreUpdateFormData(values)).unwrap();
      resetField('password');
      resetField('storeImg');
      toast({ title: 'Profile Updated', description: 'Your store profile has been updated.' });
    } catch (error) {
      // docs/departures.md, 2: the failure is shown and the form keeps what was typed.
      toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Store profile">
      <Stack>
        <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message} hint={STORE_NAME_HINT}>
          <Input id="store_name" autoComplete="username" {...register('store_name', storeNameRules)} />
        </FormField>
        <FormField label="Full Location" htmlFor="full_location" error={errors.full_location?.message}>
          <Input
            id="full_location"
            autoComplete="street-address"
            {...register('full_location', requiredText('Full location is required', FULL_LOCATION_MAX))}
          />
        </FormField>
        <FormField label="New Password" htmlFor="password" error={errors.password?.message} hint="Leave blank to keep your current password">
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            {...register('password', { validate: (value) => !value || value.length >= 8 || newPasswordRules.minLength.message, maxLength: newPasswordRules.maxLength })}
          />
        </FormField>
        <FormField label="Bio" htmlFor="bio" error={errors.bio?.message} hint="Leave blank to keep your current bio">
          <Textarea id="bio" rows={4} {...register('bio', { maxLength: { value: BIO_MAX.length, message: BIO_MAX.message } })} />
        </FormField>
        <ImageField
          id="storeImg"
          label="Store Image"
          error={errors.storeImg?.message}
          hint="Leave blank to keep the current image"
          preview={
            previewUrl
              ? { src: previewUrl, alt: 'Preview of the chosen store image' }
              : { src: assetUrl(store.img), alt: `Current image of ${store.store_name}` }
          }
          {...register('storeImg', { validate: (files) => validateImage(files, false, '') })}
        />
        <div>
          <Button type="submit" busy={isLoading} disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
