import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Store } from 'shared-api';
import { i18n } from 'shared-ui';
import { aStore } from '../../../test/fixtures';
import { fakeToken, renderPage, STORE_SESSION } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreDashboardPage from '../components/StoreDashboardPage';

/** The store answer with the countries it ships to (beyond the spec's Store). */
const aShippingStore = (shipsTo: string[]) => ({ ...aStore(), ships_to: shipsTo }) as Store;

function serve(store: Store) {
  let sent: FormData | undefined;
  server.use(
    http.get(`${API}/api/store/${store.store_name}`, () => HttpResponse.json(store)),
    http.patch(`${API}/api/store/update`, async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ msg: 'Profile updated', token: fakeToken(STORE_SESSION) });
    }),
  );
  return () => sent;
}

const renderProfile = () => renderPage(<StoreDashboardPage />, { path: '/store/profile', url: '/store/profile?tab=profile' });

describe('Profile: Ships to', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says a store that chose no country ships everywhere, and sends no ships_to when it is left alone', async () => {
    const sent = serve(aShippingStore([]));
    const { user } = renderProfile();
    // The first test of the file also waits for the tabs' code.
    const group = await screen.findByRole('group', { name: /Ships to/ }, { timeout: 5000 });
    expect(within(group).getByRole('status')).toHaveTextContent('Ships to every country');
    expect(group).toHaveAccessibleDescription('Tick the countries you ship to. Leave every box unticked to ship to every country.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent()?.get('store_name')).toBe('acme');
    expect(sent()?.has('ships_to')).toBe(false);
  });

  it('prefills the chosen countries; a change is sent as a JSON array of country names', async () => {
    const sent = serve(aShippingStore(['Japan']));
    const { user } = renderProfile();
    const group = await screen.findByRole('group', { name: /Ships to/ });
    expect(within(group).getByRole('status')).toHaveTextContent('Ships to 1 country');

    await user.click(within(group).getByRole('button', { name: 'Choose countries' }));
    expect(within(group).getByRole('checkbox', { name: 'Japan' })).toBeChecked();
    await user.type(within(group).getByRole('searchbox', { name: 'Filter countries' }), 'fran');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(group).getByRole('checkbox', { name: 'France' }));
    expect(within(group).getByRole('status')).toHaveTextContent('Ships to 2 countries');
    expect(within(group).getByText('Japan and France')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(JSON.parse(String(sent()?.get('ships_to')))).toEqual(['Japan', 'France']);
  });

  it('"Ship to every country" clears the list, sent as an empty array', async () => {
    const sent = serve(aShippingStore(['Japan', 'Peru']));
    const { user } = renderProfile();
    const group = await screen.findByRole('group', { name: /Ships to/ });
    await user.click(within(group).getByRole('button', { name: 'Ship to every country' }));
    expect(within(group).getByRole('status')).toHaveTextContent('Ships to every country');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent()?.get('ships_to')).toBe('[]');
  });

  it('in Arabic: the form, the hint and the country names (values stay the English names)', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const sent = serve(aShippingStore(['Japan']));
    const { user } = renderProfile();
    expect(await screen.findByLabelText('اسم المتجر')).toHaveValue('acme');
    expect(screen.getByRole('tab', { name: 'الملف التعريفي' })).toHaveAttribute('aria-selected', 'true');
    const group = screen.getByRole('group', { name: /الشحن إلى/ });
    expect(within(group).getByRole('status')).toHaveTextContent('يشحن إلى دولة واحدة');

    await user.click(within(group).getByRole('button', { name: 'اختيار الدول' }));
    const japan = within(group).getByRole('checkbox', { name: 'اليابان' });
    expect(japan).toBeChecked();
    expect(japan).toHaveAttribute('value', 'Japan');
    await user.click(japan);
    expect(within(group).getByRole('status')).toHaveTextContent('يشحن إلى كل الدول');

    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('تم تحديث الملف')).toBeInTheDocument();
    expect(sent()?.get('ships_to')).toBe('[]');
  });

  it('in Spanish: validation messages in the language', async () => {
    await act(() => i18n.changeLanguage('es'));
    serve(aShippingStore([]));
    const { user } = renderProfile();
    await user.clear(await screen.findByLabelText('Nombre de la tienda'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'short');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El nombre de la tienda es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
  });
});
