import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Input, Label, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { commonMessages } from './messages';
import { useCountryOptions } from 'shared-api/country-options';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Muted = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  max-block-size: 14rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    inline-size: 1rem;
    block-size: 1rem;
    flex: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  &[hidden] {
    display: none;
  }
`;

/** Case- and accent-blind text for the filter box. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const CountryChoice = memo(function CountryChoice({ value, label, checked, onToggle }: { value: string; label: string; checked: boolean; onToggle(country: string, on: boolean): void }) {
  return (
    <li>
      <label>
        <input type="checkbox" value={value} checked={checked} onChange={(event) => onToggle(value, event.target.checked)} />
        <span>{label}</span>
      </label>
    </li>
  );
});

export interface ShipsToFieldProps {
  /** English country names (shared-api/countries); empty = every country. */
  value: string[];
  onChange(value: string[]): void;
}

/**
 * "Ships to": the countries a store ships to, as a filterable list of checkboxes (names in the page's
 * language, values the API's English names). Nothing ticked means every country.
 */
export const ShipsToField = memo(function ShipsToField({ value, onChange }: ShipsToFieldProps) {
  const { t, i18n } = useTranslation(commonMessages);
  const options = useCountryOptions();
  const [query, setQuery] = useState('');
  // The list of ~195 countries shows on request, so the form stays short.
  const [open, setOpen] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const filterId = `${id}-filter`;
  const panelId = `${id}-panel`;
  const chosen = useMemo(() => new Set(value), [value]);
  // The chosen countries by name ("Japan, France and Peru"), so they show with the list closed.
  const chosenNames = useMemo(() => {
    if (value.length === 0) return '';
    const labelOf = new Map(options.map((option) => [option.value, option.label]));
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(value.map((country) => labelOf.get(country) ?? country));
  }, [value, options, i18n.language]);

  const needle = folded(query.trim());
  const shown = needle ? options.filter((option) => folded(option.label).includes(needle) || folded(option.value).includes(needle)) : options;

  // One row changes per click: the rows are memoized, so toggle must not change with the value.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const toggle = useCallback(
    (country: string, on: boolean) => {
      const others = latest.current.filter((name) => name !== country);
      onChange(on ? [...others, country] : others);
    },
    [onChange],
  );

  return (
    <Fieldset aria-describedby={hintId}>
      <legend>
        {t('shipsTo.legend')}
        <Muted>{t('shipsTo.optional')}</Muted>
      </legend>
      <Hint id={hintId}>{t('shipsTo.hint')}</Hint>
      <Summary>
        <span role="status">{value.length === 0 ? t('shipsTo.everywhere') : t('shipsTo.chosen', { count: value.length })}</span>
        <Actions>
          {value.length > 0 && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
              {t('shipsTo.clear')}
            </Button>
          )}
          <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? t('shipsTo.hide') : t('shipsTo.choose')}
          </Button>
        </Actions>
      </Summary>
      {chosenNames && <Hint>{chosenNames}</Hint>}
      <Panel id={panelId} hidden={!open}>
        {open && (
          <>
            <Label htmlFor={filterId}>{t('shipsTo.filterLabel')}</Label>
            <Input id={filterId} type="search" autoComplete="off" placeholder={t('shipsTo.filterPlaceholder')} value={query} onChange={(event) => setQuery(event.target.value)} />
            {shown.length === 0 ? (
              <Hint>{t('shipsTo.noMatch', { query: query.trim() })}</Hint>
            ) : (
              <Choices aria-label={t('shipsTo.listLabel')}>
                {shown.map((option) => (
                  <CountryChoice key={option.value} value={option.value} label={option.label} checked={chosen.has(option.value)} onToggle={toggle} />
                ))}
              </Choices>
            )}
          </>
        )}
      </Panel>
    </Fieldset>
  );
});
