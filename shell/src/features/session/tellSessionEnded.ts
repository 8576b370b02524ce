import type { SessionRefusal } from 'shared-api';
import { errorMessages, errorText, i18n, toast } from 'shared-ui';
import { sessionMessages } from './messages';

/**
 * Says why the visitor was signed out when the API refused their token (it expired, the password
 * changed on another device, the operator suspended the store): the API's reason, in the page's
 * language, so the sign-in page the guard now shows is not a mystery.
 */
export async function tellSessionEnded(refusal: SessionRefusal): Promise<void> {
  // Loaded already on most pages; a failed download still leaves the English texts.
  await i18n.loadNamespaces([sessionMessages, errorMessages]).catch(() => undefined);
  const t = i18n.translator(sessionMessages);
  toast({ title: t('ended'), description: errorText(refusal, t('endedFallback')), variant: 'destructive' });
}
