import { assetUrl, errorMessage, useUpdateStoreMutation, type Store } from 'shared-api';
import { Button, FormField, Input, Stack, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { newPasswordRules, requiredText, storeNameRules } from '../../../lib/fieldRules';
import { IMAGE_ACCEPT, firstFile, validateImage } from '../../../lib/imageFile';
import { ImagePreview } from '../../../lib/ImagePreview';
import { useObjectUrl } from '../../../lib/useObjectUrl';
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
  const chosen = firstFile(watch('storeImg'));
  const previewUrl = useObjectUrl(chosen && chosen.type.startsWith('image/') ? chosen : undefined);

  const onSubmit = async (values: StoreProfileValues) => {
    try {
      await updateStore(toStoreUpdateFormData(values)).unwrap();
      resetField('password');
      resetField('storeImg');
      toast({ title: 'Profile Updated', description: 'Your store profile has been updated.' });
    } catch (error) {
      // departures.md 2: the failure is shown and the form keeps what was typed.
      toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Store profile">
      <Stack>
        <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message} hint="3–32 letters, digits, _ - or .">
          <Input id="store_name" autoComplete="username" {...register('store_name', storeNameRules)} />
        </FormField>
        <FormField label="Full Location" htmlFor="full_location" error={errors.full_location?.message}>
          <Input
            id="full_location"
            autoComplete="street-address"
            {...register('full_location', requiredText('Full location is required', { length: 200, message: 'Full location must be at most 200 characters' }))}
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
          <Textarea id="bio" rows={4} {...register('bio', { maxLength: { value: 1000, message: 'Bio must be at most 1000 characters' } })} />
        </FormField>
        <FormField label="Store Image" htmlFor="storeImg" error={errors.storeImg?.message} hint="Leave blank to keep the current image">
          <Input
            id="storeImg"
            type="file"
            accept={IMAGE_ACCEPT}
            {...register('storeImg', { validate: (files) => validateImage(files, false, '') })}
          />
        </FormField>
        <ImagePreview
          src={previewUrl ?? assetUrl(store.img)}
          alt={previewUrl ? 'Preview of the chosen store image' : `Current image of ${store.store_name}`}
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
