import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from 'shared-api';
import { aProduct, startMockApi, TEST_API_URL } from 'shared-api/testing';
import routes from './routes';
import { renderApp } from './test/renderApp';

const server = startMockApi();

describe('customer remote routes', () => {
  it("exposes exactly the customer remote's paths of the spec's route table", () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      ['/', '/login', '/register', '/shop', '/product/:id', '/store/:storeName', '/cart', '/profile', '/inbox', '/chat/:storeName', '/orders'].sort(),
    );
  });

  it.each(['/cart', '/profile', '/inbox', '/chat/kyoto_crafts'])('sends a guest from %s to /login when running standalone', async (path) => {
    const { location } = renderApp(path);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('starts the code of every public page in a chunk of its own from its prefetch (the shell calls it for the first page)', () => {
    const customerOnly = ['/cart', '/profile', '/inbox', '/chat/:storeName'];
    const lazyPublic = routes.filter((r) => !customerOnly.includes(r.path) && 'preload' in r.Component);
    expect(lazyPublic.map((r) => r.path).sort()).toEqual(['/login', '/product/:id', '/register', '/shop', '/store/:storeName']);
    for (const route of lazyPublic) expect(route.prefetch).toEqual(expect.any(Function));
  });

  describe('prefetch (the first request of the page the shell opens with)', () => {
    const route = (path: string) => routes.find((r) => r.path === path)!;
    const requested: string[] = [];
    beforeEach(() => {
      requested.length = 0;
      server.use(
        http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
          requested.push(new URL(request.url).search);
          return HttpResponse.json({ items: [aProduct()], next_cursor: null });
        }),
        http.get(`${TEST_API_URL}/api/product/:id`, ({ params }) => {
          requested.push(`product ${String(params.id)}`);
          return HttpResponse.json(aProduct());
        }),
      );
    });

    it('home: the 3 latest products', async () => {
      route('/').prefetch!({ params: {}, search: new URLSearchParams(), dispatch: makeStore().dispatch });
      await waitFor(() => expect(requested).toEqual(['?limit=3']));
    });

    it('product page: that product, and nothing for an id that is not one', async () => {
      const { dispatch } = makeStore();
      const search = new URLSearchParams();
      route('/product/:id').prefetch!({ params: { id: 'abc' }, search, dispatch });
      route('/product/:id').prefetch!({ params: { id: '41' }, search, dispatch });
      await waitFor(() => expect(requested).toEqual(['product 41']));
    });

    it("shop: the first page of the URL's search", async () => {
      route('/shop').prefetch!({ params: {}, search: new URLSearchParams('q=tea&country=India'), dispatch: makeStore().dispatch });
      await waitFor(() => expect(requested).toHaveLength(1));
      const query = new URLSearchParams(requested[0]);
      expect(query.get('q')).toBe('tea');
      expect(query.get('country')).toBe('India');
    });
  });
});
