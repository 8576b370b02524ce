/**
 * The shop's filters hook: typing reaches the URL after a pause, unless the shopper leaves first.
 * Leaving (a suggestion opened) keeps the shop on screen while the next page's code loads; a write
 * still pending then would replace the chosen page's address with the shop's.
 */
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { FILTER_DEBOUNCE_MS, useShopFilters } from '../hooks/useShopFilters';

type Filters = ReturnType<typeof useShopFilters>;

function renderFilters() {
  const current: { filters?: Filters } = {};
  function Probe() {
    current.filters = useShopFilters();
    return null;
  }
  const router = createMemoryRouter([{ path: '/shop', element: <Probe /> }], { initialEntries: ['/shop'] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { filters: () => current.filters!, search: () => router.state.location.search };
}

describe('useShopFilters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the typed text in the URL after the pause', () => {
    const { filters, search } = renderFilters();
    act(() => filters().setField('q', 'tea'));
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(search()).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(search()).toBe('?q=tea');
  });

  it('drops the text still waiting for its pause when the shopper leaves the shop', () => {
    const { filters, search } = renderFilters();
    act(() => filters().setField('q', 'tea'));
    act(() => filters().dropPendingTyping());
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(search()).toBe('');
  });
});
