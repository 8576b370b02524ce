import { useMemo } from 'react';
import styled from 'styled-components';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import type { ProductFacets } from 'shared-api';
import { Button, FormField, Input, Select, surfacePanel, useTranslation } from 'shared-ui';
import { countryOptions, type Country } from 'shared-api/countries';
import { useCountryNames } from 'shared-api/country-names';
import { shopMessages } from '../messages';
import { priceError, type ShopFilters } from '../shopFilters';
import { SearchCombobox } from './SearchCombobox';

// Phones: search, country, ships to and Clear Filters on full rows, the two prices side by side.
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}

  /* The grid sets the selects' width, so their content need not be measured: without this the
     browser measures the text of all ~195 countries of each list on every layout of the page
     (2–5 ms of the shop's first layout, more in Arabic and Japanese). Same sizes either way. */
  select {
    contain: size;
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

/** A cell on its own row below the lg breakpoint. */
const WideCell = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const ClearCell = styled(WideCell)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Takes the place of a label above Clear Filters on wide screens, so the button lines up with the inputs. */
const LabelSpace = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

export interface ShopFiltersFormProps {
  filters: ShopFilters;
  onChange(key: keyof ShopFilters, value: string): void;
  onChangeNow(key: keyof ShopFilters, value: string): void;
  onClear(): void;
  /** A suggestion is opened: the shop is left, with the typing not yet applied dropped. */
  onLeave(): void;
  /** The counts for the current filters (absent until they are known: the names only). */
  facets?: Pick<ProductFacets, 'countries' | 'capped'>;
}

interface FilterFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

/**
 * A country filter: any country, or one of them (labels in the shopper's language, values the API's
 * English names). With `count`, each label says how many products it would show ("Japan (12)").
 */
function CountryFilter({
  id,
  label,
  anyLabel,
  countries,
  value,
  onChange,
  count = (text) => text,
}: FilterFieldProps & { anyLabel: string; countries: (Country & { label: string })[]; count?: (label: string, country: string | null) => string }) {
  return (
    <FormField label={label} htmlFor={id}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{count(anyLabel, null)}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.name}>
            {count(country.label, country.name)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A price bound in dollars, with why it is refused. */
function PriceFilter({ id, label, placeholder, error, value, onChange }: FilterFieldProps & { placeholder: string; error: string | false | undefined }) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input id={id} type="number" inputMode="decimal" min={0} step={0.01} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

/** Search, Country, Ships to, Min Price, Max Price and Clear Filters (spec: Shop; Ships to: issue "A global marketplace"). */
export function ShopFiltersForm({ filters, onChange, onChangeNow, onClear, onLeave, facets }: ShopFiltersFormProps) {
  const { t } = useTranslation(shopMessages);
  const countryNames = useCountryNames();
  // Values stay the API's English names; the labels are in the shopper's language, in its order.
  const countries = useMemo(() => countryOptions(countryNames), [countryNames]);
  const minError = priceError(filters.min_price) && t('filters.priceInvalid');
  const maxError = priceError(filters.max_price) && t('filters.priceInvalid');
  // Counts per country for every filter but the country; beyond the API's cap they are lower bounds
  // ("12+"), and a country not read has no count rather than a wrong 0.
  const countryCount = useMemo(() => {
    if (!facets) return undefined;
    const counts = new Map(facets.countries.map((entry) => [entry.country, entry.count]));
    const all = facets.countries.reduce((sum, entry) => sum + entry.count, 0);
    const key = facets.capped ? 'filters.countryCountAtLeast' : 'filters.countryCount';
    return (label: string, country: string | null) => {
      const count = country === null ? all : counts.get(country);
      if (count === undefined && facets.capped) return label;
      return t(key, { country: label, count: count ?? 0 });
    };
  }, [facets, t]);
  const boundsCrossed =
    !minError && !maxError && filters.min_price.trim() !== '' && filters.max_price.trim() !== '' && Number(filters.min_price) > Number(filters.max_price);

  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <WideCell>
        <FormField label={t('filters.search')} htmlFor="shop-search">
          <SearchCombobox
            id="shop-search"
            placeholder={t('filters.searchPlaceholder')}
            value={filters.q}
            maxLength={FIELD_LIMITS.shopSearch.maxLength}
            onChange={(value) => onChange('q', value)}
            onSubmit={(value) => onChangeNow('q', value)}
            onLeave={onLeave}
          />
        </FormField>
      </WideCell>
      <WideCell>
        <CountryFilter id="shop-country" label={t('filters.country')} anyLabel={t('filters.allCountries')} countries={countries} value={filters.country} onChange={(value) => onChangeNow('country', value)} count={countryCount} />
      </WideCell>
      <WideCell>
        <CountryFilter id="shop-ships-to" label={t('filters.shipsTo')} anyLabel={t('filters.anyDestination')} countries={countries} value={filters.ships_to} onChange={(value) => onChangeNow('ships_to', value)} />
      </WideCell>
      <PriceFilter id="shop-min-price" label={t('filters.minPrice')} placeholder={t('filters.minPlaceholder')} error={minError} value={filters.min_price} onChange={(value) => onChange('min_price', value)} />
      <PriceFilter
        id="shop-max-price"
        label={t('filters.maxPrice')}
        placeholder={t('filters.maxPlaceholder')}
        error={maxError || (boundsCrossed ? t('filters.boundsCrossed') : undefined)}
        value={filters.max_price}
        onChange={(value) => onChange('max_price', value)}
      />
      <ClearCell>
        <LabelSpace aria-hidden="true">&nbsp;</LabelSpace>
        <Button variant="outline" onClick={onClear} fullWidth>
          {t('filters.clear')}
        </Button>
      </ClearCell>
    </Form>
  );
}
