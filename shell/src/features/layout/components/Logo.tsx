import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, icons, useTranslation } from 'shared-ui';
import { layoutMessages } from '../messages';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  /* At 375 px the name shares the bar with the bell, the theme toggle and the menu button. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The brand, linking to the home page. */
export function Logo() {
  const { t } = useTranslation(layoutMessages);
  return (
    <LogoLink to="/" aria-label={t('logo.label')}>
      <icons.GlobeIcon size={24} />
      <span>{t('logo.name')}</span>
    </LogoLink>
  );
}
