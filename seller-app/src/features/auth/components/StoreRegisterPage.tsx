import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useRegisterStoreMutation } from 'shared-api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Page,
  Stack,
  Textarea,
  toast,
} from 'shared-ui';
import { IMAGE_ACCEPT, firstFile, validateImage } from '../../../lib/imageFile';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { storeNameRules, newPasswordRules } from '../../../lib/fieldRules';
import { ImagePreview } from '../../../lib/ImagePreview';
import { AuthLinks, FooterStack } from './AuthLinks';

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
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<StoreRegisterForm>({ mode: 'onTouched' });

  const chosen = firstFile(watch('storeImg'));
  const previewUrl = useObjectUrl(chosen && chosen.type.startsWith('image/') ? chosen : undefined);

  const onSubmit = handleSubmit(async (values) => {
    const body = new FormData();
    body.append('store_name', values.store_name.trim());
    body.append('password', values.password);
    body.append('full_location', values.full_location.trim());
    body.append('bio', values.bio.trim());
    body.append('storeImg', values.storeImg[0]);
    try {
      await registerStore(body).unwrap();
      toast({ title: 'Registration Successful', description: 'Your store is ready. Please log in.' });
      navigate('/store/login');
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: errorMessage(error, 'An error occurred during registration'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Page $narrow>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Register Your Store</CardTitle>
            <CardDescription>Open your store and sell to customers around the world.</CardDescription>
          </CardHeader>
          <form onSubmit={onSubmit} noValidate aria-label="Store registration">
            <CardContent>
              <Stack>
                <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message} hint="3–32 letters, digits, _ - or .">
                  <Input id="store_name" autoComplete="username" aria-invalid={!!errors.store_name} {...register('store_name', storeNameRules)} />
                </FormField>
                <FormField label="Password" htmlFor="password" error={errors.password?.message} hint="At least 8 characters">
                  <Input
                    id="password"
                    type="password"
                    autoComplete="new-password"
                    aria-invalid={!!errors.password}
                    {...register('password', { required: 'Password is required', ...newPasswordRules })}
                  />
                </FormField>
                <FormField label="Full Location" htmlFor="full_location" error={errors.full_location?.message}>
                  <Input
                    id="full_location"
                    autoComplete="street-address"
                    placeholder="Country and full address"
                    aria-invalid={!!errors.full_location}
                    {...register('full_location', {
                      validate: (v) => v.trim().length > 0 || 'Full location is required',
                      maxLength: { value: 200, message: 'Full location must be at most 200 characters' },
                    })}
                  />
                </FormField>
                <FormField label="Bio" htmlFor="bio" error={errors.bio?.message}>
                  <Textarea
                    id="bio"
                    rows={4}
                    placeholder="Tell customers about your store"
                    aria-invalid={!!errors.bio}
                    {...register('bio', {
                      validate: (v) => v.trim().length > 0 || 'Bio is required',
                      maxLength: { value: 1000, message: 'Bio must be at most 1000 characters' },
                    })}
                  />
                </FormField>
                <FormField label="Store Image" htmlFor="storeImg" error={errors.storeImg?.message}>
                  <Input
                    id="storeImg"
                    type="file"
                    accept={IMAGE_ACCEPT}
                    aria-invalid={!!errors.storeImg}
                    {...register('storeImg', { validate: (files) => validateImage(files, true, 'Store image is required') })}
                  />
                </FormField>
                {previewUrl && <ImagePreview src={previewUrl} alt="Preview of the chosen store image" />}
              </Stack>
            </CardContent>
            <CardFooter>
              <FooterStack>
                <Button type="submit" fullWidth busy={isLoading} disabled={isLoading}>
                  {isLoading ? 'Registering...' : 'Register Store'}
                </Button>
                <AuthLinks>
                  Already have a store? <Link to="/store/login">Store Login</Link>
                </AuthLinks>
              </FooterStack>
            </CardFooter>
          </form>
        </Card>
    </Page>
  );
}
