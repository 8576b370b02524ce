import { lazy, Suspense } from 'react';
import { LoadingText, useTranslation } from 'shared-ui';
import { preferencesMessages } from '../messages';

/**
 * The fields' code, with the country table and the select they need, is not part of a page's
 * first load: it is fetched when a menu that shows them opens, or just before (preloadPreferencesFields).
 */
const loadFields = () => import(/* webpackChunkName: "preference-fields" */ './PreferencesFields');
const PreferencesFields = lazy(() => loadFields().then((fields) => ({ default: fields.PreferencesFields })));

/** Starts fetching the fields as a visitor reaches for the button that opens them (hover, focus, press). */
export function preloadPreferencesFields(): void {
  void loadFields();
}

function LoadingFields() {
  const { t } = useTranslation(preferencesMessages);
  return <LoadingText>{t('loading')}</LoadingText>;
}

/** The language, currency and ship-to fields, saying they load while their code and words arrive. */
export function PreferencesFieldsOnDemand() {
  return (
    <Suspense fallback={<LoadingFields />}>
      <PreferencesFields />
    </Suspense>
  );
}
