import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared-api';
import { useRegisterStoreMutation } from 'shared-api/store-admin';
import { FormField, Input, Textarea, submitWithToasts, type SubmitToasts } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { BIO_MAX, FULL_LOCATION_MAX, newPasswordRules, requiredText, STORE_NAME_HINT, storeNameRules } from '../../../lib/fieldRules';
import { ImageField } from '../../../lib/ImageField';
import { validateImage } from '../../../lib/imageFile';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';

/** What the user is told after submitting (the form keeps its values on failure). */
const REGISTRATION_TOASTS: SubmitToasts = {
  success: { title: 'Registration Successful', description: 'Your store is ready. Please log in.' },
  failure: { title: 'Registration Failed', describe: (error) => errorMessage(error, 'An error occurred during registration') },
};

interface StoreRegisterForm {
  store_name: string;
  password: string;
  full_location: string;
  bio: string;
  storeImg: FileList;
}

/** /store/register: store sign-up (multipart, every field required); success goes to /store/login. */
export default function StoreRegisterPage() {
  const navigate = useNavigate();
  const [registerStore, { isLoading }] = useRegisterStoreMutation();
  const { register, handleSubmit, watch, formState } = useForm<StoreRegisterForm>({ mode: 'onTouched' });
  const { errors } = formState;

  const previewUrl = useChosenImageUrl(watch('storeImg'));

  const onSubmit = handleSubmit(async (values) => {
    const body = new FormData();
    body.append('store_name', values.store_name.trim());
    body.append('password', values.password);
    body.append('full_location', values.full_location.trim());
    body.append('bio', values.bio.trim());
    body.append('storeImg', values.storeImg[0]);
    if (await submitWithToasts(() => registerStore(body).unwrap(), REGISTRATION_TOASTS)) navigate('/store/login');
  });

  return (
    <AuthForm
      title="Register Your Store"
      description="Open your store and sell to customers around the world."
      formLabel="Store registration"
      onSubmit={onSubmit}
      submitLabel="Register Store"
      busyLabel="Registering..."
      busy={isLoading}
      links={[
        <>
          Already have a store? <Link to="/store/login">Store Login</Link>
        </>,
      ]}
    >
      <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message} hint={STORE_NAME_HINT}>
        <Input id="store_name" autoComplete="username" {...register('store_name', storeNameRules)} />
      </FormField>
      <FormField label="Password" htmlFor="password" error={errors.password?.message} hint="At least 8 characters">
        <Input id="password" type="password" autoComplete="new-password" {...register('password', { required: 'Password is required', ...newPasswordRules })} />
      </FormField>
      <FormField label="Full Location" htmlFor="full_location" error={errors.full_location?.message}>
        <Input
          id="full_location"
          autoComplete="street-address"
          placeholder="Country and full address"
          {...register('full_location', requiredText('Full location is required', FULL_LOCATION_MAX))}
        />
      </FormField>
      <FormField label="Bio" htmlFor="bio" error={errors.bio?.message}>
        <Textarea id="bio" rows={4} placeholder="Tell customers about your store" {...register('bio', requiredText('Bio is required', BIO_MAX))} />
      </FormField>
      <ImageField
        id="storeImg"
        label="Store Image"
        error={errors.storeImg?.message}
        preview={previewUrl ? { src: previewUrl, alt: 'Preview of the chosen store image' } : undefined}
        {...register('storeImg', { validate: (files) => validateImage(files, true, 'Store image is required') })}
      />
    </AuthForm>
  );
}
