import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { uiMessages, useTranslation } from '../core';

/**
 * A form's shown validation messages follow a language change: the fields in error are checked
 * again, so their messages come back in the new language (react-hook-form keeps the text it was given).
 * Only react-hook-form's types are used: the form comes from the app, which has the library.
 */
export function useMessagesFollowLanguage<Values extends FieldValues>({ trigger, formState }: UseFormReturn<Values>) {
  const { i18n } = useTranslation(uiMessages);
  const language = i18n.language;
  const shownIn = useRef(language);
  const { errors } = formState;
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const inError = Object.keys(errors) as Parameters<typeof trigger>[0];
    if (Array.isArray(inError) && inError.length > 0) void trigger(inError);
  }, [language, errors, trigger]);
}
