import { LoadingText, useTranslation } from 'shared-ui';
import { sessionMessages } from '../messages';

/** Shown while the stored session is being checked (spec: a loading indicator during the check). */
export function SessionCheck() {
  const { t } = useTranslation(sessionMessages);
  return <LoadingText>{t('checking')}</LoadingText>;
}
