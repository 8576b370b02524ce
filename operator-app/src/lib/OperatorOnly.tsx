import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from 'shared-api';
import { LoadingText, useTranslation } from 'shared-ui';
import { commonMessages } from './messages';

/**
 * An operator page's own guard: inside the shell its route table already lets only an operator in,
 * but standalone (`npm run dev -w operator-app`) nothing else does. Anyone else goes to the sign-in
 * page, which brings them back here afterwards.
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(commonMessages);
  const { isOperator, loading } = useSession();
  const location = useLocation();
  if (loading) return <LoadingText>{t('guard.checking')}</LoadingText>;
  if (!isOperator) return <Navigate to="/operator/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
