/** Customer sign-up (/register): username, password, full_location, all required; on success go to /login. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useRegisterUserMutation } from 'shared-api';
import { Button, FormField, Input, toast } from 'shared-ui';
import { AuthCard, FormStack } from './AuthCard';
import { fullLocationRules, passwordRules, usernameRules } from '../hooks/validation';

interface RegisterForm {
  username: string;
  password: string;
  full_location: string;
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({ defaultValues: { username: '', password: '', full_location: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerUser({
        username: values.username.trim(),
        password: values.password,
        full_location: values.full_location.trim(),
      }).unwrap();
      toast({ title: 'Registration Successful', description: 'Your account has been created. Please login.' });
      navigate('/login');
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: errorMessage(error, 'An error occurred during registration'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create a customer account to shop, follow stores and chat with sellers."
      footer={
        <>
          <span>
            Already have an account? <Link to="/login">Login</Link>
          </span>
          <span>
            Want to sell? <Link to="/store/register">Register a store</Link>
          </span>
        </>
      }
    >
      <FormStack onSubmit={onSubmit} noValidate aria-label="Sign Up">
        <FormField label="Username" htmlFor="register-username" error={errors.username?.message} hint="3–32 letters, digits, _ - or ." required>
          <Input id="register-username" autoComplete="username" {...register('username', usernameRules)} />
        </FormField>
        <FormField label="Password" htmlFor="register-password" error={errors.password?.message} hint="At least 8 characters" required>
          <Input id="register-password" type="password" autoComplete="new-password" {...register('password', passwordRules)} />
        </FormField>
        <FormField label="Full Location" htmlFor="register-location" error={errors.full_location?.message} hint="Country, city and address" required>
          <Input id="register-location" autoComplete="street-address" {...register('full_location', fullLocationRules)} />
        </FormField>
        <Button type="submit" busy={isLoading} fullWidth>
          {isLoading ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
