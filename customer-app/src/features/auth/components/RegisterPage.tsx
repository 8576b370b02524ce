/** Customer sign-up (/register): username, password, full_location, all required; on success go to /login. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { useRegisterUserMutation } from 'shared-api/users';
import { errorText, FormField, Input, submitWithToasts, type SubmitToasts, Trans, useTranslation } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { fullLocationRules, passwordRules, usernameHint, usernameRules } from '../../../lib/accountRules';
import { commonMessages } from '../../../messages';
import { authMessages } from '../messages';

interface RegisterForm {
  username: string;
  password: string;
  full_location: string;
}

export default function RegisterPage() {
  const { t } = useTranslation(authMessages);
  const { t: tc } = useTranslation(commonMessages);
  useDocumentTitle(pageTitle(t('register.title')));
  const navigate = useNavigate();
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const { register, handleSubmit, formState } = useForm<RegisterForm>({ defaultValues: { username: '', password: '', full_location: '' } });
  const { errors } = formState;

  /** What the user is told after submitting (the form keeps its values on failure). */
  const toasts: SubmitToasts = {
    success: { title: t('register.successTitle'), description: t('register.successDescription') },
    failure: { title: t('register.failureTitle'), describe: (error) => errorText(error, t('register.failureFallback')) },
  };

  const onSubmit = handleSubmit(async (values) => {
    const account = { username: values.username.trim(), password: values.password, full_location: values.full_location.trim() };
    if (await submitWithToasts(() => registerUser(account).unwrap(), toasts)) navigate('/login');
  });

  return (
    <AuthForm
      title={t('register.title')}
      description={t('register.description')}
      formLabel={t('register.title')}
      onSubmit={onSubmit}
      submitLabel={t('register.submit')}
      busyLabel={t('register.busy')}
      busy={isLoading}
      links={[
        <Trans key="login" t={t} i18nKey="register.haveAccount" components={{ login: <Link to="/login" /> }} />,
        <Trans key="seller" t={t} i18nKey="register.seller" components={{ storeRegister: <Link to="/store/register" /> }} />,
      ]}
    >
      <FormField label={t('fields.username')} htmlFor="register-username" error={errors.username?.message} hint={usernameHint(tc)} required>
        <Input id="register-username" autoComplete="username" {...register('username', usernameRules(tc))} />
      </FormField>
      <FormField label={t('fields.password')} htmlFor="register-password" error={errors.password?.message} hint={t('register.passwordHint')} required>
        <Input id="register-password" type="password" autoComplete="new-password" {...register('password', passwordRules(tc))} />
      </FormField>
      <FormField label={t('fields.fullLocation')} htmlFor="register-location" error={errors.full_location?.message} hint={t('register.locationHint')} required>
        <Input id="register-location" autoComplete="street-address" {...register('full_location', fullLocationRules(tc))} />
      </FormField>
    </AuthForm>
  );
}
