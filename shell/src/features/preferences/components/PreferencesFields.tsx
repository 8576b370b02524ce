import { useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DISPLAY_CURRENCIES, useCurrencyChoice, useShipTo } from 'shared-api';
import { countryOptions } from 'shared-api/countries';
import { useCountryNames } from 'shared-api/country-names';
import { LANGUAGE_NAMES, LANGUAGES, MutedText, Select, isLanguage, useTranslation } from 'shared-ui';
import { useLanguageChoice } from '../hooks/useLanguageChoice';
import { preferenceFieldsMessages } from '../fields/messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Note = styled(MutedText)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * The shopper's three choices: language (each name in itself), display currency (an estimate
 * beside dollars) and the ship-to country. Native selects: keyboard and screen readers know them.
 */
export function PreferencesFields() {
  const { t } = useTranslation(preferenceFieldsMessages);
  // The country table's own language (the translations'), so names and language never disagree mid-switch.
  const countryNames = useCountryNames();
  const { language, switchLanguage } = useLanguageChoice();
  const [currency, chooseCurrency] = useCurrencyChoice();
  const [shipTo, chooseShipTo] = useShipTo();
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const countryChoices = useMemo(() => countryOptions(countryNames), [countryNames]);
  const id = useId();

  const onCurrency = (code: string) => {
    chooseCurrency(code);
    // The address's ?currency= would override the new choice on the next visit: it goes.
    const params = new URLSearchParams(search);
    if (params.has('currency')) {
      params.delete('currency');
      const rest = params.toString();
      void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }
  };

  return (
    <Fields>
      <Field>
        <label htmlFor={`${id}-language`}>{t('language')}</label>
        <Select
          id={`${id}-language`}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-currency`}>{t('currency')}</label>
        <Select id={`${id}-currency`} value={currency} aria-describedby={`${id}-currency-note`} onChange={(event) => onCurrency(event.target.value)}>
          {DISPLAY_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${code} — ${t(`currencies.${code}`)}`}
            </option>
          ))}
        </Select>
        <Note id={`${id}-currency-note`}>{t('currencyNote')}</Note>
      </Field>
      <Field>
        <label htmlFor={`${id}-ship-to`}>{t('shipTo')}</label>
        <Select id={`${id}-ship-to`} value={shipTo ?? ''} onChange={(event) => chooseShipTo(event.target.value || null)}>
          <option value="">{t('shipToAny')}</option>
          {countryChoices.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </Fields>
  );
}
