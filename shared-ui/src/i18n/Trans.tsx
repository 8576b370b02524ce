/** `<Trans>` (useTranslation.tsx loads this module lazily). */
import { useMemo } from 'react';
import { TransNoContext } from '@lingui/react/server';
import type { I18n } from '@lingui/core';
import type { Translate, TranslationValues } from './translations';

interface TransProps {
  /** The namespace's translator, from useTranslation. */
  t: Translate;
  i18nKey: string;
  values?: TranslationValues;
  /** The elements the message's tags stand for: `<store>{storeName}</store>` with `{ store: <Link … /> }`. */
  components: Record<string, React.ReactElement>;
}

/** A message with elements inside it (links, hidden text): its tags become the given elements. */
export default function Trans({ t, i18nKey, values, components }: TransProps) {
  // Lingui's Trans asks only `_` of its instance: here, the namespace's translator.
  const lingui = useMemo(() => ({ i18n: { _: (key: string, given?: TranslationValues) => t(key, given) } as unknown as I18n }), [t]);
  return <TransNoContext id={i18nKey} values={values} components={components} lingui={lingui} />;
}
