import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { useLoginOperatorMutation } from 'shared-api/operator';
import { FormField, Input, submitWithToasts, Trans, useMessagesFollowLanguage, useTranslation } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { useErrorDescription } from '../../../lib/useErrorDescription';
import { authMessages } from '../messages';

interface OperatorLoginForm {
  operator_name: string;
  password: string;
}

/** Where to go once signed in: the operator page that sent the visitor here, else the overview. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/operator') && from !== '/operator/login' ? from : '/operator';
}

/** /operator/login: the operator's sign-in; the token is stored and the console opens. */
export default function OperatorLoginPage() {
  const { t } = useTranslation(authMessages);
  const describeError = useErrorDescription();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const [loginOperator, { isLoading }] = useLoginOperatorMutation();
  const form = useForm<OperatorLoginForm>({ mode: 'onTouched' });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const operatorName = values.operator_name.trim();
    const signIn = () => loginOperator({ operator_name: operatorName, password: values.password }).unwrap().then(startSession);
    const signedIn = await submitWithToasts(signIn, {
      success: { title: t('login.success'), description: t('login.welcome', { operatorName }) },
      failure: { title: t('login.failed'), describe: (error) => describeError(error, t('login.failedFallback')) },
    });
    if (signedIn) navigate(nextPath(location.state), { replace: true });
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
        <Trans key="store" t={t} i18nKey="login.storeInstead" components={{ a: <Link to="/store/login" /> }} />,
        <Trans key="customer" t={t} i18nKey="login.shoppingInstead" components={{ a: <Link to="/login" /> }} />,
      ]}
    >
      <FormField label={t('login.operatorName')} htmlFor="operator_name" error={errors.operator_name?.message}>
        <Input
          id="operator_name"
          autoComplete="username"
          {...register('operator_name', { validate: (value) => Boolean(value.trim()) || t('login.operatorNameRequired') })}
        />
      </FormField>
      <FormField label={t('login.password')} htmlFor="password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="current-password" {...register('password', { required: t('login.passwordRequired') })} />
      </FormField>
    </AuthForm>
  );
}
