import '../../../test/setup';
import { act as actOn, fireEvent } from '@testing-library/react';

/** Picks an option inside an awaited act, the language's messages and the address's change included. */
const choose = (select: HTMLElement, value: string) =>
  actOn(async () => {
    fireEvent.change(select, { target: { value } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
import { render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { use } from 'react';
import { configureApi, makeStore, selectCurrency, selectShipTo } from 'shared-api';
import { someRates } from 'shared-api/testing';
import { DisplayCurrencyContext } from 'shared-ui';
import { AppProviders } from '../../../app/AppProviders';
import { renderApp } from '../../../test/renderApp';
import { API_URL, server } from '../../../test/server';
import { startPreferences } from '../startPreferences';

afterEach(() => {
  for (const name of ['currency', 'ship_to']) Cookies.remove(name, { path: '/' });
});

function Probe() {
  const value = use(DisplayCurrencyContext);
  return <output>{value ? `${value.code} ${value.perUsd}` : 'dollars only'}</output>;
}

function renderProbe(currency: string) {
  configureApi({ apiUrl: API_URL });
  const store = makeStore({ preloadedState: { preferences: { currency, shipTo: null } } });
  render(
    <AppProviders store={store}>
      <Probe />
    </AppProviders>,
  );
}

describe('the display currency in the browser', () => {
  it('?currency= on any page sets the choice and remembers it; an unknown code is ignored', () => {
    const store = makeStore();
    startPreferences(store.dispatch, '?q=tea&currency=jpy');
    expect(selectCurrency(store.getState())).toBe('JPY');
    expect(Cookies.get('currency')).toBe('JPY');

    const next = makeStore();
    startPreferences(next.dispatch, '?currency=XYZ');
    expect(selectCurrency(next.getState())).toBe('JPY'); // the remembered choice stays
    expect(Cookies.get('currency')).toBe('JPY');
  });

  it('the cookie alone sets it; no cookie is dollars; ship_to comes from its cookie', () => {
    const store = makeStore();
    startPreferences(store.dispatch, '');
    expect(selectCurrency(store.getState())).toBe('USD');
    expect(selectShipTo(store.getState())).toBeNull();
    Cookies.set('currency', 'EUR', { path: '/' });
    Cookies.set('ship_to', 'Kenya', { path: '/' });
    const next = makeStore();
    startPreferences(next.dispatch, '');
    expect(selectCurrency(next.getState())).toBe('EUR');
    expect(selectShipTo(next.getState())).toBe('Kenya');
  });

  it('the shell gives <Price> { code, perUsd } for a chosen currency with fresh rates', async () => {
    server.use(http.get(`${API_URL}/api/currencies`, () => HttpResponse.json(someRates())));
    renderProbe('JPY');
    expect(await screen.findByText('JPY 151.2')).toBeInTheDocument();
  });

  it('rates older than 7 days, or dollars: null (dollars only)', async () => {
    let answered = false;
    server.use(
      http.get(`${API_URL}/api/currencies`, () => {
        answered = true;
        return HttpResponse.json(someRates(8 * 24 * 60 * 60 * 1000));
      }),
    );
    renderProbe('EUR');
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('dollars only')).toBeInTheDocument();
  });

  it('the preferences menu changes the currency and the ship-to country, remembered in cookies', async () => {
    server.use(http.get(`${API_URL}/api/currencies`, () => HttpResponse.json(someRates())));
    const { user, store, history } = await renderApp({ path: '/shop?currency=GBP', languageRouter: true });
    await screen.findByRole('heading', { name: 'Shop page' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Preferences/ }));
    const panel = screen.getByRole('group', { name: 'Preferences' });
    const currency = within(panel).getByLabelText('Currency');
    expect(within(currency).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY', 'INR', 'BRL', 'PEN', 'KES', 'NOK', 'SAR']),
    );
    await choose(currency, 'KES');
    expect(selectCurrency(store.getState())).toBe('KES');
    expect(Cookies.get('currency')).toBe('KES');
    // The address's ?currency= would override the choice next time: it goes.
    expect(history.location.search).toBe('');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Preferences/ })).toHaveTextContent('EN · KES');

    const shipTo = within(panel).getByLabelText('Ship to');
    expect(shipTo).toHaveValue('');
    await choose(shipTo, 'Japan');
    expect(selectShipTo(store.getState())).toBe('Japan');
    expect(Cookies.get('ship_to')).toBe('Japan');
  });
});
