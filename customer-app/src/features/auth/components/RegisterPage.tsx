/** Customer sign-up (/register): username, password, full_location, all required; on success go to /login. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared-api';
import { useRegisterUserMutation } from 'shared-api/users';
import { FormField, Input, submitWithToasts, type SubmitToasts } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { fullLocationRules, passwordRules, USERNAME_HINT, usernameRules } from '../../../lib/accountRules';

/** What the user is told after submitting (the form keeps its values on failure). */
const REGISTRATION_TOASTS: SubmitToasts = {
  success: { title: 'Registration Successful', description: 'Your account has been created. Please login.' },
  failure: { title: 'Registration Failed', describe: (error) => errorMessage(error, 'An error occurred during registration') },
};

interface RegisterForm {
  username: string;
  password: string;
  full_location: string;
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const { register, handleSubmit, formState } = useForm<RegisterForm>({ defaultValues: { username: '', password: '', full_location: '' } });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const account = { username: values.username.trim(), password: values.password, full_location: values.full_location.trim() };
    if (await submitWithToasts(() => registerUser(account).unwrap(), REGISTRATION_TOASTS)) navigate('/login');
  });

  return (
    <AuthForm
      title="Sign Up"
      description="Create a customer account to shop, follow stores and chat with sellers."
      formLabel="Sign Up"
      onSubmit={onSubmit}
      submitLabel="Sign Up"
      busyLabel="Creating Account..."
      busy={isLoading}
      links={[
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>,
        <>
          Want to sell? <Link to="/store/register">Register a store</Link>
        </>,
      ]}
    >
      <FormField label="Username" htmlFor="register-username" error={errors.username?.message} hint={USERNAME_HINT} required>
        <Input id="register-username" autoComplete="username" {...register('username', usernameRules)} />
      </FormField>
      <FormField label="Password" htmlFor="register-password" error={errors.password?.message} hint="At least 8 characters" required>
        <Input id="register-password" type="password" autoComplete="new-password" {...register('password', passwordRules)} />
      </FormField>
      <FormField label="Full Location" htmlFor="register-location" error={errors.full_location?.message} hint="Country, city and address" required>
        <Input id="register-location" autoComplete="street-address" {...register('full_location', fullLocationRules)} />
      </FormField>
    </AuthForm>
  );
}
