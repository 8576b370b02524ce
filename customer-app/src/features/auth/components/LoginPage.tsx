/** Customer sign-in (/login): username + password; on success the token is stored and the user goes to /. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, loginWithToken, useAppDispatch, useLoginUserMutation } from 'shared-api';
import { Button, FormField, Input, toast } from 'shared-ui';
import { AuthCard, FormStack } from './AuthCard';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loginUser, { isLoading }] = useLoginUserMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token } = await loginUser({ username: values.username.trim(), password: values.password }).unwrap();
      if (!dispatch(loginWithToken(token))) throw new Error('unusable token');
      toast({ title: 'Login Successful', description: `Welcome back, ${values.username.trim()}!` });
      navigate('/');
    } catch (error) {
      toast({ title: 'Login Failed', description: errorMessage(error, 'Invalid username or password'), variant: 'destructive' });
    }
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Sign in to your customer account."
      footer={
        <>
          <span>
            Don&apos;t have an account? <Link to="/register">Sign Up</Link>
          </span>
          <span>
            Are you a seller? <Link to="/store/login">Store Login</Link>
          </span>
        </>
      }
    >
      <FormStack onSubmit={onSubmit} noValidate aria-label="Login">
        <FormField label="Username" htmlFor="login-username" error={errors.username?.message} required>
          <Input id="login-username" autoComplete="username" {...register('username', { validate: (v) => v.trim() !== '' || 'Username is required' })} />
        </FormField>
        <FormField label="Password" htmlFor="login-password" error={errors.password?.message} required>
          <Input id="login-password" type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
        </FormField>
        <Button type="submit" busy={isLoading} fullWidth>
          {isLoading ? 'Logging in...' : 'Login'}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
