import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useStartSession } from 'shared-api';
import { useLoginStoreMutation } from 'shared-api/store-admin';
import { FormField, Input, submitWithToasts } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { requiredText } from '../../../lib/fieldRules';

interface StoreLoginForm {
  store_name: string;
  password: string;
}

/** /store/login: store sign-in; the token is stored and the store goes to its dashboard. */
export default function StoreLoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [loginStore, { isLoading }] = useLoginStoreMutation();
  const { register, handleSubmit, formState } = useForm<StoreLoginForm>({ mode: 'onTouched' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const storeName = values.store_name.trim();
    const signIn = () => loginStore({ store_name: storeName, password: values.password }).unwrap().then(startSession);
    const signedIn = await submitWithToasts(signIn, {
      success: { title: 'Login Successful', description: `Welcome back, ${storeName}.` },
      failure: { title: 'Login Failed', describe: (error) => errorMessage(error, 'Invalid store name or password') },
    });
    if (signedIn) navigate('/store/profile');
  });

  return (
    <AuthForm
      title="Store Login"
      description="Sign in to manage your store, products and orders."
      formLabel="Store login"
      onSubmit={onSubmit}
      submitLabel="Login"
      busyLabel="Logging in..."
      busy={isLoading}
      links={[
        <>
          New seller? <Link to="/store/register">Register your store</Link>
        </>,
        <>
          Shopping instead? <Link to="/login">Customer login</Link>
        </>,
      ]}
    >
      <FormField label="Store Name" htmlFor="store_name" error={errors.store_name?.message}>
        <Input id="store_name" autoComplete="username" {...register('store_name', requiredText('Store name is required'))} />
      </FormField>
      <FormField label="Password" htmlFor="password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
      </FormField>
    </AuthForm>
  );
}
