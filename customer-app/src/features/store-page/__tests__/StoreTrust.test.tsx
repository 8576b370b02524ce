import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { customerToken, operatorToken, startMockApi, storeToken, TEST_API_URL } from 'shared-api/testing';
import { makeProduct, makeStore } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const store = makeStore({ store_id: 10, store_name: 'kyoto_crafts', rating_average: 4.3, rating_count: 27 });

function storeApi(answer = store) {
  return [
    http.get(`${TEST_API_URL}/api/store/:name`, () => HttpResponse.json(answer)),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () =>
      HttpResponse.json([makeProduct({ rating_average: 4.5, rating_count: 12 }), makeProduct({ product_id: 2, name: 'Tea Whisk' })]),
    ),
    http.get(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ followers_count: 4, msg: 'Not followed' })),
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])),
  ];
}

/** `POST /api/report/add` answering `status` (and recording the bodies). */
function reportAnswer(status: number, bodies: unknown[] = []) {
  return http.post(`${TEST_API_URL}/api/report/add`, async ({ request }) => {
    bodies.push(await request.json());
    if (status === 201) return HttpResponse.json({ msg: 'Report received', report_id: 5 }, { status: 201 });
    const code = status === 409 ? 'already_reported' : status === 429 ? 'too_many_requests' : 'not_found';
    return HttpResponse.json({ msg: 'Refused', code }, { status });
  });
}

describe('store page: ratings and reports', () => {
  it("shows the store's rating and each product card's stars and count (none without reviews)", async () => {
    server.use(...storeApi());
    renderApp('/store/kyoto_crafts');
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5 from 27 reviews' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Matcha Tea Set' })).closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    const unrated = screen.getByRole('link', { name: 'Tea Whisk' }).closest('article') as HTMLElement;
    expect(within(unrated).queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });

  it('says a store without reviews has no ratings yet', async () => {
    server.use(...storeApi({ ...store, rating_average: null, rating_count: 0 }));
    renderApp('/store/kyoto_crafts');
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
  });

  it('a signed-in customer reports the store: the reason and text are sent, the dialog closes with a thank-you', async () => {
    const bodies: unknown[] = [];
    server.use(...storeApi(), reportAnswer(201, bodies));
    const { user } = renderApp('/store/kyoto_crafts', { token: customerToken() });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this store' });
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('radio', { name: 'Counterfeit' }));
    await user.type(within(dialog).getByLabelText(/Details/), 'Fake brand goods');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ target_type: 'store', target_id: 10, reason: 'counterfeit', text: 'Fake brand goods' }]);
  });

  it.each([
    [409, 'You have already reported this. We will tell you the outcome.'],
    [429, 'You have sent too many reports in the last hour. Please try again later.'],
    [404, 'This is no longer available.'],
  ])('a refused report (%i) is said in the dialog, which stays open', async (status, text) => {
    server.use(...storeApi(), reportAnswer(status));
    const { user } = renderApp('/store/kyoto_crafts', { token: storeToken(20, 'osaka_goods') });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this store' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Report this store' })).toBeInTheDocument();
  });

  it('a guest’s Report leads to sign-in', async () => {
    server.use(...storeApi());
    renderApp('/store/kyoto_crafts');
    expect(await screen.findByRole('link', { name: 'Report' })).toHaveAttribute('href', '/login');
  });

  it('offers the operator no Report: the console acts on the store, and the API takes no report from it', async () => {
    server.use(...storeApi());
    renderApp('/store/kyoto_crafts', { token: operatorToken() });
    expect(await screen.findByRole('heading', { name: 'kyoto_crafts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report' })).not.toBeInTheDocument();
  });
});
