import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, VisuallyHidden, useTranslation } from 'shared-ui';
import { layoutMessages } from '../messages';
import { Logo } from './Logo';

// Below the fold on most pages: its layout and paint wait until it nears the viewport (the
// server's first paint is the page's longest task); the browser keeps its last size once shown.
const Bar = styled.footer`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 20rem;
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: ${({ theme }) => theme.sizes.page};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  /* The header's and the pages' inline padding from md, so the footer lines up with them. */
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    padding-block: ${({ theme }) => theme.space[12]};
  }
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
  ${focusRing}
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  max-width: 24rem;
`;

const Socials = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.sizes.page};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** Spec: four social links that go nowhere. */
const socialLinks = [
  { name: 'Facebook', mark: 'f' },
  { name: 'X (Twitter)', mark: 'X' },
  { name: 'Instagram', mark: 'IG' },
  { name: 'LinkedIn', mark: 'in' },
];

/** Footer: brand and tagline, quick links, links for stores, and the social links. */
export function Footer() {
  const { t, i18n } = useTranslation(layoutMessages);
  return (
    <Bar>
      <Columns>
        <div>
          <Logo />
          <Tagline>{t('footer.tagline')}</Tagline>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">{t('footer.quickLinks')}</Heading>
          <LinkList>
            <li><FooterLink to="/">{t('footer.home')}</FooterLink></li>
            <li><FooterLink to="/shop">{t('footer.shop')}</FooterLink></li>
            <li><FooterLink to="/cart">{t('footer.cart')}</FooterLink></li>
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-for-stores">
          <Heading id="footer-for-stores">{t('footer.forStores')}</Heading>
          <LinkList>
            <li><FooterLink to="/store/register">{t('footer.registerStore')}</FooterLink></li>
            <li><FooterLink to="/store/login">{t('footer.storeLogin')}</FooterLink></li>
          </LinkList>
        </nav>
        <div>
          <Heading as="h2">{t('footer.followUs')}</Heading>
          <Socials>
            {socialLinks.map(({ name, mark }) => (
              <li key={name}>
                {/* Named by hidden text, not aria-label: a label unlike the visible mark ("IG") fails WCAG 2.5.3. */}
                <SocialLink href="#" title={name} onClick={(event) => event.preventDefault()}>
                  <span aria-hidden="true">{mark}</span>
                  <VisuallyHidden>{name}</VisuallyHidden>
                </SocialLink>
              </li>
            ))}
          </Socials>
        </div>
      </Columns>
      <Copyright>{t('footer.copyright', { year: new Intl.NumberFormat(i18n.language, { useGrouping: false }).format(new Date().getFullYear()) })}</Copyright>
    </Bar>
  );
}
