import styled from 'styled-components';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { countries } from 'shared-api/countries';
import { Button, FormField, Input, Select, surfacePanel } from 'shared-ui';
import { priceError, type ShopFilters } from '../shopFilters';

// Phones: search, country and Clear Filters on full rows, the two prices side by side.
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto;
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

/** Search, Country, Min Price, Max Price and Clear Filters (spec: Shop). */
export function ShopFiltersForm({ filters, onChange, onChangeNow, onClear }: ShopFiltersFormProps) {
  const minError = priceError(filters.min_price);
  const maxError = priceError(filters.max_price);
  const boundsCrossed =
    !minError && !maxError && filters.min_price.trim() !== '' && filters.max_price.trim() !== '' && Number(filters.min_price) > Number(filters.max_price);

  return (
    <Form role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
      <WideCell>
        <FormField label="Search" htmlFor="shop-search">
          <Input
            id="shop-search"
            type="search"
            placeholder="Search by name, description, or store..."
            value={filters.q}
            maxLength={FIELD_LIMITS.shopSearch.maxLength}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </FormField>
      </WideCell>
      <WideCell>
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
      </WideCell>
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
        <LabelSpace aria-hidden="true">&nbsp;</LabelSpace>
        <Button variant="outline" onClick={onClear} fullWidth>
          Clear Filters
        </Button>
      </ClearCell>
    </Form>
  );
}
