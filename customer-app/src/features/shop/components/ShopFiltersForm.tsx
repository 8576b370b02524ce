import { useMemo } from 'react';
import styled from 'styled-components';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { Button, FormField, Input, Select, surfacePanel, useTranslation } from 'shared-ui';
import { countryOptions } from 'shared-api/countries';
import { useCountryNames } from '../../../lib/countryNames';
import { shopMessages } from '../messages';
import { priceError, type ShopFilters } from '../shopFilters';

// Phones: search, country, ships to and Clear Filters on full rows, the two prices side by side.
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}

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
}

/** Search, Country, Ships to, Min Price, Max Price and Clear Filters (spec: Shop; Ships to: issue "A global marketplace"). */
export function ShopFiltersForm({ filters, onChange, onChangeNow, onClear }: ShopFiltersFormProps) {
  const { t } = useTranslation(shopMessages);
  const countryNames = useCountryNames();
  // Values stay the API's English names; the labels are in the shopper's language, in its order.
  const countries = useMemo(() => countryOptions(countryNames), [countryNames]);
  const minError = priceError(filters.min_price) && t('filters.priceInvalid');
  const maxError = priceError(filters.max_price) && t('filters.priceInvalid');
  const boundsCrossed =
    !minError && !maxError && filters.min_price.trim() !== '' && filters.max_price.trim() !== '' && Number(filters.min_price) > Number(filters.max_price);

  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <WideCell>
        <FormField label={t('filters.search')} htmlFor="shop-search">
          <Input
            id="shop-search"
            type="search"
            placeholder={t('filters.searchPlaceholder')}
            value={filters.q}
            maxLength={FIELD_LIMITS.shopSearch.maxLength}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </FormField>
      </WideCell>
      <WideCell>
        <FormField label={t('filters.country')} htmlFor="shop-country">
          <Select id="shop-country" value={filters.country} onChange={(event) => onChangeNow('country', event.target.value)}>
            <option value="">{t('filters.allCountries')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.name}>
                {country.label}
              </option>
            ))}
          </Select>
        </FormField>
      </WideCell>
      <WideCell>
        <FormField label={t('filters.shipsTo')} htmlFor="shop-ships-to">
          <Select id="shop-ships-to" value={filters.ships_to} onChange={(event) => onChangeNow('ships_to', event.target.value)}>
            <option value="">{t('filters.anyDestination')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.name}>
                {country.label}
              </option>
            ))}
          </Select>
        </FormField>
      </WideCell>
      <FormField label={t('filters.minPrice')} htmlFor="shop-min-price" error={minError}>
        <Input
          id="shop-min-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder={t('filters.minPlaceholder')}
          value={filters.min_price}
          onChange={(event) => onChange('min_price', event.target.value)}
        />
      </FormField>
      <FormField label={t('filters.maxPrice')} htmlFor="shop-max-price" error={maxError || (boundsCrossed ? t('filters.boundsCrossed') : undefined)}>
        <Input
          id="shop-max-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder={t('filters.maxPlaceholder')}
          value={filters.max_price}
          onChange={(event) => onChange('max_price', event.target.value)}
        />
      </FormField>
      <ClearCell>
        <LabelSpace aria-hidden="true">&nbsp;</LabelSpace>
        <Button variant="outline" onClick={onClear} fullWidth>
          {t('filters.clear')}
        </Button>
      </ClearCell>
    </Form>
  );
}
