import { Link, useNavigate } from 'react-router-dom';
import { useStartSession } from 'shared-api';
import { useLoginStoreMutation } from 'shared-api/store-admin';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { errorText, Trans, useTranslation } from 'shared-ui';
import { SignInForm } from 'shared-ui/auth-form';
import { commonMessages } from '../../../lib/messages';
import { authMessages } from '../messages';

/** /store/login: store sign-in; the token is stored and the store goes to its dashboard. */
export default function StoreLoginPage() {
  const { t } = useTranslation(authMessages);
  useDocumentTitle(pageTitle(t('login.title')));
  const tc = useTranslation(commonMessages).t;
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [loginStore, { isLoading }] = useLoginStoreMutation();

  return (
    <SignInForm
      texts={{ title: t('login.title'), description: t('login.description'), formLabel: t('login.formLabel'), submit: t('login.submit'), busy: t('login.busy') }}
      nameField={{ id: 'store_name', name: 'store_name', label: t('login.storeName'), requiredText: tc('fields.storeNameRequired') }}
      passwordField={{ id: 'password', label: t('login.password'), requiredText: tc('fields.passwordRequired') }}
      checkOnLeave
      busy={isLoading}
      signIn={(storeName, password) => loginStore({ store_name: storeName, password }).unwrap().then(startSession)}
      toasts={(storeName) => ({
        success: { title: t('login.success'), description: t('login.welcomeBack', { storeName }) },
        failure: { title: t('login.failed'), describe: (error) => errorText(error, t('login.failedFallback')) },
      })}
      onSignedIn={() => void navigate('/store/profile')}
      links={[
        <Trans key="register" t={t} i18nKey="login.newSeller" components={{ a: <Link to="/store/register" /> }} />,
        <Trans key="customer" t={t} i18nKey="login.shoppingInstead" components={{ a: <Link to="/login" /> }} />,
      ]}
    />
  );
}
