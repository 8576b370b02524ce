/** Customer sign-in (/login): username + password; on success the token is stored and the user goes to /. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useStartSession } from 'shared-api';
import { useLoginUserMutation } from 'shared-api/users';
import { FormField, Input, submitWithToasts } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [loginUser, { isLoading }] = useLoginUserMutation();
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const username = values.username.trim();
    const signIn = () => loginUser({ username, password: values.password }).unwrap().then(startSession);
    const signedIn = await submitWithToasts(signIn, {
      success: { title: 'Login Successful', description: `Welcome back, ${username}!` },
      failure: { title: 'Login Failed', describe: (error) => errorMessage(error, 'Invalid username or password') },
    });
    if (signedIn) navigate('/');
  });

  return (
    <AuthForm
      title="Login"
      description="Sign in to your customer account."
      formLabel="Login"
      onSubmit={onSubmit}
      submitLabel="Login"
      busyLabel="Logging in..."
      busy={isLoading}
      links={[
        <>
          Don&apos;t have an account? <Link to="/register">Sign Up</Link>
        </>,
        <>
          Are you a seller? <Link to="/store/login">Store Login</Link>
        </>,
      ]}
    >
      <FormField label="Username" htmlFor="login-username" error={errors.username?.message} required>
        <Input id="login-username" autoComplete="username" {...register('username', { validate: (v) => v.trim() !== '' || 'Username is required' })} />
      </FormField>
      <FormField label="Password" htmlFor="login-password" error={errors.password?.message} required>
        <Input id="login-password" type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
      </FormField>
    </AuthForm>
  );
}
