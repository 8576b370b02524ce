/**
 * The tab's title follows the page: each page names itself, and between two pages (the next one's
 * code or data on the way) the title is the brand alone, never the last page's.
 */
import { SITE_NAME } from 'shared-api/remote-routes';
import { follow, press, renderAt } from './navigationHarness';
import { TitledSite } from './titledSite';

beforeEach(() => {
  document.title = 'Shop Products — Global Marketplace';
});

it("keeps the first page's title, then shows each page's own", () => {
  renderAt('/', <TitledSite />);
  expect(document.title).toBe('Shop Products — Global Marketplace');
  follow('Cart');
  expect(document.title).toBe('Shopping Cart — Global Marketplace');
});

it("shows the brand alone until the next page names itself, never the last page's title", () => {
  renderAt('/cart', <TitledSite />);
  expect(document.title).toBe('Shopping Cart — Global Marketplace');
  follow('Product');
  expect(document.title).toBe(SITE_NAME);
  press('Data arrives');
  expect(document.title).toBe('Bamboo Whisk — Global Marketplace');
});

it('leaves the title alone when only the query changes', () => {
  renderAt('/cart', <TitledSite />);
  follow('Next step');
  expect(document.title).toBe('Shopping Cart — Global Marketplace');
});
