import { axe } from 'jest-axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getToken } from 'shared-api';
import { i18n } from 'shared-ui';
import { anInsights, anOrderFull, anOrderPage } from 'shared-api/testing';
import { aProduct, aStore } from '../../../test/fixtures';
import { fakeToken, imageFile, renderPage, STORE_SESSION } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreDashboardPage from '../components/StoreDashboardPage';

/** The dashboard opened on a tab (the Profile tab unless told otherwise; /store/profile alone opens Insights). */
function renderDashboard(url = '/store/profile?tab=profile') {
  return renderPage(<StoreDashboardPage />, { path: '/store/profile', url });
}

function serveStore(store = aStore()) {
  server.use(
    http.get(`${API}/api/store/insights`, () => HttpResponse.json(anInsights())),
    http.get(`${API}/api/store/${store.store_name}`, () => HttpResponse.json(store)),
  );
}

describe('Store dashboard (/store/profile)', () => {
  it('names the browser tab Store Dashboard, whichever tab is shown', async () => {
    serveStore();
    const { user } = renderDashboard('/store/profile');
    expect(await screen.findByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Store Dashboard — Global Marketplace');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByLabelText('Store Name')).toBeInTheDocument();
    expect(document.title).toBe('Store Dashboard — Global Marketplace');
  });

  it('has Insights (first, shown by default), Profile, Products, Orders and Reviews tabs and a link to the public store page', async () => {
    serveStore();
    renderDashboard('/store/profile');

    expect(screen.getByText('Loading store details...')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Insights', 'Profile', 'Products', 'Orders', 'Reviews']);
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Daily revenue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Public Store Page' })).toHaveAttribute('href', '/store/acme');
  });

  it('opens the tab the address names (a notification links to ?tab=orders) and keeps the chosen one in it', async () => {
    serveStore();
    server.use(http.get(`${API}/api/store/orders`, () => HttpResponse.json(anOrderPage([anOrderFull({ order_id: 31 })]))));
    const { user } = renderDashboard('/store/profile?tab=orders');
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Order #31' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByLabelText('Store Name')).toBeInTheDocument();
  });

  it('prefills the profile form with the store', async () => {
    serveStore();
    renderDashboard();

    expect(await screen.findByLabelText('Store Name')).toHaveValue('acme');
    expect(screen.getByLabelText('Full Location')).toHaveValue('Japan, Kyoto');
    expect(screen.getByLabelText('Bio')).toHaveValue('Pottery from Kyoto');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByAltText('Current image of acme')).toHaveAttribute('src', `${API}/uploads/stores/acme.webp`);
  });

  it('requires store name and full location; password, bio and image are optional', async () => {
    serveStore();
    const { user } = renderDashboard();
    await user.clear(await screen.findByLabelText('Store Name'));
    await user.clear(screen.getByLabelText('Full Location'));
    await user.type(screen.getByLabelText('New Password'), 'short');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Full location is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('a renamed store stays signed in: the new token is stored and the form keeps the new name', async () => {
    // As on the API: once renamed, the old name is gone.
    let renamed = false;
    server.use(
      http.get(`${API}/api/store/acme`, () => (renamed ? HttpResponse.json({ msg: 'Store not found' }, { status: 404 }) : HttpResponse.json(aStore()))),
    );
    serveStore(aStore({ store_name: 'acme-kyoto' }));
    const newToken = fakeToken({ store_id: STORE_SESSION.store_id, store_name: 'acme-kyoto' });
    let sent: FormData | undefined;
    server.use(
      http.patch(`${API}/api/store/update`, async ({ request }) => {
        sent = await request.formData();
        renamed = true;
        return HttpResponse.json({ msg: 'Profile updated', token: newToken });
      }),
    );
    const { user, store } = renderDashboard();
    const name = await screen.findByLabelText('Store Name');
    await user.clear(name);
    await user.type(name, 'acme-kyoto');
    await user.upload(screen.getByLabelText('Store Image'), imageFile('new-logo.png'));
    expect(screen.getByAltText('Preview of the chosen store image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent?.get('store_name')).toBe('acme-kyoto');
    expect(sent?.get('full_location')).toBe('Japan, Kyoto');
    expect(sent?.get('bio')).toBe('Pottery from Kyoto');
    expect(sent?.has('password')).toBe(false); // blank keeps the current one
    expect((sent?.get('storeImg') as File).name).toBe('new-logo.png');
    expect(getToken()).toBe(newToken);
    expect(store.getState().session.store).toEqual({ store_id: STORE_SESSION.store_id, store_name: 'acme-kyoto' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'View Public Store Page' })).toHaveAttribute('href', '/store/acme-kyoto'));
    expect(screen.getByLabelText('Store Name')).toHaveValue('acme-kyoto');
    await new Promise((resolve) => setTimeout(resolve, 300)); // let any refetch of the old name settle
    expect(screen.queryByText('Failed to load store details')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Store Name')).toHaveValue('acme-kyoto');
  });

  it('sends a new password when one is typed', async () => {
    serveStore();
    let sent: FormData | undefined;
    server.use(
      http.patch(`${API}/api/store/update`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ msg: 'ok', token: fakeToken(STORE_SESSION) });
      }),
    );
    const { user } = renderDashboard();
    await user.type(await screen.findByLabelText('New Password'), 'a much longer secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent?.get('password')).toBe('a much longer secret');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("a refused update shows the server's msg, keeps the form and the session", async () => {
    serveStore();
    server.use(http.patch(`${API}/api/store/update`, () => HttpResponse.json({ msg: 'That store name is taken' }, { status: 409 }), { once: true }));
    const { user, store } = renderDashboard();
    const name = await screen.findByLabelText('Store Name');
    await user.clear(name);
    await user.type(name, 'rival');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('That store name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Store Name')).toHaveValue('rival');
    expect(store.getState().session.store?.store_name).toBe('acme');

    server.use(http.patch(`${API}/api/store/update`, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('Products tab: Add New Product and cards that open the edit page', async () => {
    serveStore();
    server.use(
      http.get(`${API}/api/product/store/${STORE_SESSION.store_id}`, () =>
        HttpResponse.json([aProduct(), aProduct({ product_id: 6, name: 'Teapot', price: 40, stock: 0 })]),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Products' }));

    expect(await screen.findByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/store/add-product');
    expect(await screen.findByRole('link', { name: 'Teapot' })).toHaveAttribute('href', '/store/edit-product/6');
    expect(screen.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/store/edit-product/5');
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('4 in stock')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it("Products tab: each card names its product's country in the page's language", async () => {
    await act(() => i18n.changeLanguage('ja'));
    try {
      serveStore();
      server.use(
        http.get(`${API}/api/product/store/${STORE_SESSION.store_id}`, () =>
          HttpResponse.json([aProduct({ country: 'Japan' }), aProduct({ product_id: 6, name: 'Teapot', country: 'Germany' })]),
        ),
      );
      const { user } = renderDashboard();
      await user.click(await screen.findByRole('tab', { name: '商品' }));

      const teapot = (await screen.findByRole('link', { name: 'Teapot' })).closest('article') as HTMLElement;
      expect(teapot).toHaveTextContent('ドイツ');
      expect(teapot).not.toHaveTextContent('Germany');
      expect(screen.getByRole('link', { name: 'Tea cup' }).closest('article')).toHaveTextContent('日本');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('Products tab: an empty store is told so', async () => {
    serveStore();
    server.use(http.get(`${API}/api/product/store/${STORE_SESSION.store_id}`, () => HttpResponse.json([])));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('You have no products yet.')).toBeInTheDocument();
  });

  it('Orders tab: every order of the store, with Mark as Completed on the pending ones', async () => {
    serveStore();
    server.use(
      http.get(`${API}/api/store/orders`, () =>
        HttpResponse.json(anOrderPage([anOrderFull({ order_id: 11 }), anOrderFull({ order_id: 10, status: 'completed' })])),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));

    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Order #11' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Order #10' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Mark as Completed' })).toHaveLength(1);
  });

  it('a store that cannot be loaded: Failed to load store details', async () => {
    server.use(http.get(`${API}/api/store/acme`, () => new HttpResponse(null, { status: 500 })));
    renderDashboard();
    // toast and page (the toast viewport's code arrives with the first toast, a moment after the page text)
    await waitFor(() => expect(screen.getAllByText('Failed to load store details')).toHaveLength(2));
  });
  it('has no accessibility violations', async () => {
    serveStore();
    const { container } = renderDashboard();
    await screen.findByLabelText('Store Name');
    expect(await axe(container)).toHaveNoViolations();
  });
});
