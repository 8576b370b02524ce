import styled from 'styled-components';
import { useShipTo, type Product } from 'shared-api';
import { countryName, sortByCountryName } from 'shared-api/countries';
import { useCountryNames } from 'shared-api/country-names';
import { shipsTo, shipsToList } from '../../../lib/shipsTo';
import { productMessages } from '../messages';
import { useTranslation } from 'shared-ui';

const DoesNotShip = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Countries = styled.details`
  summary {
    cursor: pointer;
  }
  ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

/**
 * Whether the product ships to the shopper's chosen country (the frame's "ship to"): a notice,
 * never a refusal (Add to Cart stays). Without a choice: the countries its store ships to, or
 * "Ships worldwide".
 */
export function ShippingNotice({ product }: { product: Pick<Product, 'ships_to'> }) {
  const { t } = useTranslation(productMessages);
  const countryNames = useCountryNames();
  const [shipTo] = useShipTo();

  if (shipTo) {
    const country = countryName(shipTo, countryNames);
    return shipsTo(product, shipTo) ? (
      <span>{t('shipping.shipsTo', { country })}</span>
    ) : (
      <DoesNotShip role="status">{t('shipping.doesNotShip', { country })}</DoesNotShip>
    );
  }

  const list = shipsToList(product);
  if (list.length === 0) return <span>{t('shipping.worldwide')}</span>;
  // In the language's alphabetical order, from the same table as the names.
  const names = sortByCountryName(list, countryNames).map((name) => countryName(name, countryNames));
  return (
    <Countries>
      <summary>{t('shipping.countries', { count: list.length })}</summary>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Countries>
  );
}
