/** Customer sign-in (/login): username + password; on success the token is stored and the user goes to /. */
import { Link, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { useLoginUserMutation } from 'shared-api/users';
import { errorText, Trans, useTranslation } from 'shared-ui';
import { SignInForm } from 'shared-ui/auth-form';
import { commonMessages } from '../../../messages';
import { authMessages } from '../messages';

export default function LoginPage() {
  const { t } = useTranslation(authMessages);
  const { t: tc } = useTranslation(commonMessages);
  useDocumentTitle(pageTitle(t('login.title')));
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [loginUser, { isLoading }] = useLoginUserMutation();

  return (
    <SignInForm
      texts={{ title: t('login.title'), description: t('login.description'), formLabel: t('login.title'), submit: t('login.submit'), busy: t('login.busy') }}
      nameField={{ id: 'login-username', name: 'username', label: t('fields.username'), requiredText: tc('account.usernameRequired') }}
      passwordField={{ id: 'login-password', label: t('fields.password'), requiredText: tc('account.passwordRequired') }}
      markRequired
      busy={isLoading}
      signIn={(username, password) => loginUser({ username, password }).unwrap().then(startSession)}
      toasts={(username) => ({
        success: { title: t('login.successTitle'), description: t('login.successDescription', { username }) },
        failure: { title: t('login.failureTitle'), describe: (error) => errorText(error, t('login.failureFallback')) },
      })}
      onSignedIn={() => void navigate('/')}
      links={[
        <Trans key="signup" t={t} i18nKey="login.noAccount" components={{ signup: <Link to="/register" /> }} />,
        <Trans key="seller" t={t} i18nKey="login.seller" components={{ storeLogin: <Link to="/store/login" /> }} />,
      ]}
    />
  );
}
