import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, loginWithToken, useAppDispatch, useLoginStoreMutation } from 'shared-api';
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
  toast,
} from 'shared-ui';
import { requiredText } from '../../../lib/fieldRules';
import { AuthLinks, FooterStack } from './AuthLinks';

interface StoreLoginForm {
  store_name: string;
  password: string;
}

/** /store/login: store sign-in; the token is stored and the store goes to its dashboard. */
export default function StoreLoginPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [loginStore, { isLoading }] = useLoginStoreMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StoreLoginForm>({ mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token } = await loginStore({ store_name: values.store_name.trim(), password: values.password }).unwrap();
      if (!dispatch(loginWithToken(token))) throw new Error('unusable token');
      toast({ title: 'Login Successful', description: `Welcome back, ${values.store_name.trim()}.` });
      navigate('/store/profile');
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Invalid store name or password'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Page $narrow>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Store Login</CardTitle>
            <CardDescription>Sign in to manage your store, products and orders.</CardDescription>
          </CardHeader>
          <form onSubmit={onSubmit} noValidate aria-label="Store login">
            <CardContent>
              <Stack>
                <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message}>
                  <Input
                    id="store_name"
                    autoComplete="username"
                    aria-invalid={!!errors.store_name}
                    {...register('store_name', requiredText('Store name is required'))}
                  />
                </FormField>
                <FormField label="Password" htmlFor="password" error={errors.password?.message}>
                  <Input
                    id="password"
                    type="password"
                    autoComplete="current-password"
                    aria-invalid={!!errors.password}
                    {...register('password', { required: 'Password is required' })}
                  />
                </FormField>
              </Stack>
            </CardContent>
            <CardFooter>
              <FooterStack>
                <Button type="submit" fullWidth busy={isLoading} disabled={isLoading}>
                  {isLoading ? 'Logging in...' : 'Login'}
                </Button>
                <AuthLinks>
                  New seller? <Link to="/store/register">Register your store</Link>
                </AuthLinks>
                <AuthLinks>
                  Shopping instead? <Link to="/login">Customer login</Link>
                </AuthLinks>
              </FooterStack>
            </CardFooter>
          </form>
        </Card>
    </Page>
  );
}
