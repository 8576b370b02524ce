/**
 * A screen reader hears which page a link opened: the new page's title once it has named itself,
 * its heading when it does not, and nothing for the first page or a new query.
 */
import { act, waitFor } from '@testing-library/react';
import { SITE_NAME } from 'shared-api/remote-routes';
import { PAGE_NAME_WAIT_MS, RouteAnnouncer } from '../components/RouteAnnouncer';
import { follow, press, renderAt, settleMutations } from './navigationHarness';
import { TitledSite } from './titledSite';

const Site = () => (
  <TitledSite>
    <RouteAnnouncer />
  </TitledSite>
);

const liveRegion = () => document.querySelector('[aria-live="assertive"]')!;

beforeEach(() => {
  jest.useFakeTimers();
  document.title = 'Shop Products — Global Marketplace';
});
afterEach(() => jest.useRealTimers());

it('says nothing for the first page, then reads the title of the page a link opens', () => {
  renderAt('/', <Site />);
  expect(liveRegion()).toHaveTextContent('');
  follow('Cart');
  act(() => jest.advanceTimersByTime(0));
  expect(liveRegion()).toHaveTextContent('Shopping Cart — Global Marketplace');
});

it('waits for a page that names itself once its data arrives', async () => {
  // The title's change reaches the announcer as a DOM mutation, which real timers let through.
  jest.useRealTimers();
  renderAt('/cart', <Site />);
  follow('Product');
  await settleMutations();
  expect(liveRegion()).toHaveTextContent('');
  press('Data arrives');
  await waitFor(() => expect(liveRegion()).toHaveTextContent('Bamboo Whisk — Global Marketplace'));
});

it("reads the page's heading when it never names the tab, and nothing for a new query", () => {
  renderAt('/cart', <Site />);
  follow('Legacy');
  expect(document.title).toBe(SITE_NAME);
  act(() => jest.advanceTimersByTime(PAGE_NAME_WAIT_MS));
  expect(liveRegion()).toHaveTextContent('A page that names no tab');

  follow('Cart');
  act(() => jest.advanceTimersByTime(0));
  expect(liveRegion()).toHaveTextContent('Shopping Cart — Global Marketplace');
  // A new query is the same page: the region is not emptied and read again.
  follow('Next step');
  expect(liveRegion()).toHaveTextContent('Shopping Cart — Global Marketplace');
});
