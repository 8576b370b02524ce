import styled from 'styled-components';
import { countries } from 'shared-api';
import { Button, FormField, Input, Select } from 'shared-ui';
import { priceError, type ShopFilters } from '../hooks/shopFilters';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const SearchField = styled.div`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const ClearCell = styled.div`
  display: flex;
  align-items: flex-end;
  /* Line the button up with the inputs below their labels. */
  ${({ theme }) => theme.media.lg} {
    padding-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space[2]});
  }
`;

export interface ShopFiltersFormProps {
  filters: ShopFilters;
  onChange(key: keyof ShopFilters, value: string): void;
  onChangeNow(key: keyof ShopFilters, value: string): void;
  onClear(): void;
}

/** Search, Country, Min Price, Max Price and Clear Filters (spec: Shop). */
export function ShopFiltersForm({ filters, onChange, onChangeNow, onClear }: ShopFiltersFormProps) {
  const minError = priceError(filters.min_price);
  const maxError = priceError(filters.max_price);
  const boundsCrossed =
    !minError && !maxError && filters.min_price.trim() !== '' && filters.max_price.trim() !== '' && Number(filters.min_price) > Number(filters.max_price);

  return (
    <Form role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
      <SearchField>
        <FormField label="Search" htmlFor="shop-search">
          <Input
            id="shop-search"
            type="search"
            placeholder="Search by name, description, or store..."
            value={filters.q}
            maxLength={200}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </FormField>
      </SearchField>
      <FormField label="Country" htmlFor="shop-country">
        <Select id="shop-country" value={filters.country} onChange={(event) => onChangeNow('country', event.target.value)}>
          <option value="">All Countries</option>
          {countries.map((country) => (
            <option key={country.code} value={country.name}>
              {country.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Min Price" htmlFor="shop-min-price" error={minError}>
        <Input
          id="shop-min-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          value={filters.min_price}
          onChange={(event) => onChange('min_price', event.target.value)}
        />
      </FormField>
      <FormField label="Max Price" htmlFor="shop-max-price" error={maxError ?? (boundsCrossed ? 'Max Price is below Min Price' : undefined)}>
        <Input
          id="shop-max-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="Any"
          value={filters.max_price}
          onChange={(event) => onChange('max_price', event.target.value)}
        />
      </FormField>
      <ClearCell>
        <Button variant="outline" onClick={onClear} fullWidth>
          Clear Filters
        </Button>
      </ClearCell>
    </Form>
  );
}
