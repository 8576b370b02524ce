import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { useLoginOperatorMutation } from 'shared-api/operator';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Trans, useTranslation } from 'shared-ui';
import { SignInForm } from 'shared-ui/auth-form';
import { useErrorDescription } from '../../../lib/useErrorDescription';
import { authMessages } from '../messages';

/** Where to go once signed in: the operator page that sent the visitor here, else the overview. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/operator') && from !== '/operator/login' ? from : '/operator';
}

/** /operator/login: the operator's sign-in; the token is stored and the console opens. */
export default function OperatorLoginPage() {
  const { t } = useTranslation(authMessages);
  useDocumentTitle(pageTitle(t('login.title')));
  const describeError = useErrorDescription();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const [loginOperator, { isLoading }] = useLoginOperatorMutation();

  return (
    <SignInForm
      texts={{ title: t('login.title'), description: t('login.description'), formLabel: t('login.formLabel'), submit: t('login.submit'), busy: t('login.busy') }}
      nameField={{ id: 'operator_name', name: 'operator_name', label: t('login.operatorName'), requiredText: t('login.operatorNameRequired') }}
      passwordField={{ id: 'password', label: t('login.password'), requiredText: t('login.passwordRequired') }}
      checkOnLeave
      busy={isLoading}
      signIn={(operatorName, password) => loginOperator({ operator_name: operatorName, password }).unwrap().then(startSession)}
      toasts={(operatorName) => ({
        success: { title: t('login.success'), description: t('login.welcome', { operatorName }) },
        failure: { title: t('login.failed'), describe: (error) => describeError(error, t('login.failedFallback')) },
      })}
      onSignedIn={() => navigate(nextPath(location.state), { replace: true })}
      links={[
        <Trans key="store" t={t} i18nKey="login.storeInstead" components={{ a: <Link to="/store/login" /> }} />,
        <Trans key="customer" t={t} i18nKey="login.shoppingInstead" components={{ a: <Link to="/login" /> }} />,
      ]}
    />
  );
}
