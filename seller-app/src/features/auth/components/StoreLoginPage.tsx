import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { useLoginStoreMutation } from 'shared-api/store-admin';
import { errorText, FormField, Input, submitWithToasts, Trans, useMessagesFollowLanguage, useTranslation } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { requiredText } from '../../../lib/fieldRules';
import { commonMessages } from '../../../lib/messages';
import { authMessages } from '../messages';

interface StoreLoginForm {
  store_name: string;
  password: string;
}

/** /store/login: store sign-in; the token is stored and the store goes to its dashboard. */
export default function StoreLoginPage() {
  const { t } = useTranslation(authMessages);
  const tc = useTranslation(commonMessages).t;
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [loginStore, { isLoading }] = useLoginStoreMutation();
  const form = useForm<StoreLoginForm>({ mode: 'onTouched' });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const storeName = values.store_name.trim();
    const signIn = () => loginStore({ store_name: storeName, password: values.password }).unwrap().then(startSession);
    const signedIn = await submitWithToasts(signIn, {
      success: { title: t('login.success'), description: t('login.welcomeBack', { storeName }) },
      failure: { title: t('login.failed'), describe: (error) => errorText(error, t('login.failedFallback')) },
    });
    if (signedIn) navigate('/store/profile');
  });

  return (
    <AuthForm
      title={t('login.title')}
      description={t('login.description')}
      formLabel={t('login.formLabel')}
      onSubmit={onSubmit}
      submitLabel={t('login.submit')}
      busyLabel={t('login.busy')}
      busy={isLoading}
      links={[
        <Trans key="register" t={t} i18nKey="login.newSeller" components={{ a: <Link to="/store/register" /> }} />,
        <Trans key="customer" t={t} i18nKey="login.shoppingInstead" components={{ a: <Link to="/login" /> }} />,
      ]}
    >
      <FormField label={t('login.storeName')} htmlFor="store_name" error={errors.store_name?.message}>
        <Input id="store_name" autoComplete="username" {...register('store_name', requiredText(tc('fields.storeNameRequired')))} />
      </FormField>
      <FormField label={t('login.password')} htmlFor="password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="current-password" {...register('password', { required: tc('fields.passwordRequired') })} />
      </FormField>
    </AuthForm>
  );
}
