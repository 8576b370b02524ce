/** Customer sign-in (/login): username + password; on success the token is stored and the user goes to /. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { useLoginUserMutation } from 'shared-api/users';
import { errorText, FormField, Input, submitWithToasts, Trans, useTranslation } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { commonMessages } from '../../../messages';
import { authMessages } from '../messages';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation(authMessages);
  const { t: tc } = useTranslation(commonMessages);
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [loginUser, { isLoading }] = useLoginUserMutation();
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const username = values.username.trim();
    const signIn = () => loginUser({ username, password: values.password }).unwrap().then(startSession);
    const signedIn = await submitWithToasts(signIn, {
      success: { title: t('login.successTitle'), description: t('login.successDescription', { username }) },
      failure: { title: t('login.failureTitle'), describe: (error) => errorText(error, t('login.failureFallback')) },
    });
    if (signedIn) navigate('/');
  });

  return (
    <AuthForm
      title={t('login.title')}
      description={t('login.description')}
      formLabel={t('login.title')}
      onSubmit={onSubmit}
      submitLabel={t('login.submit')}
      busyLabel={t('login.busy')}
      busy={isLoading}
      links={[
        <Trans key="signup" t={t} i18nKey="login.noAccount" components={{ signup: <Link to="/register" /> }} />,
        <Trans key="seller" t={t} i18nKey="login.seller" components={{ storeLogin: <Link to="/store/login" /> }} />,
      ]}
    >
      <FormField label={t('fields.username')} htmlFor="login-username" error={errors.username?.message} required>
        <Input id="login-username" autoComplete="username" {...register('username', { validate: (v) => v.trim() !== '' || tc('account.usernameRequired') })} />
      </FormField>
      <FormField label={t('fields.password')} htmlFor="login-password" error={errors.password?.message} required>
        <Input id="login-password" type="password" autoComplete="current-password" {...register('password', { required: tc('account.passwordRequired') })} />
      </FormField>
    </AuthForm>
  );
}
