import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { Review } from 'shared-api';
import { anOrderFull, anOrderPage, aReview, customerToken, operatorToken, reviewsHandlers, startMockApi, storeToken, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const product = makeProduct({ product_id: 1, name: 'Matcha Tea Set', store_name: 'kyoto_crafts', rating_average: 3.7, rating_count: 3 });

const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`;
function review(id: number, username: string, rating: number, n: number, overrides: Partial<Review> = {}): Review {
  return aReview({ review_id: id, product_id: 1, store_name: 'kyoto_crafts', username, rating, text: `${username} says ${rating}`, created_at: day(n), updated_at: day(n), ...overrides });
}

let reviews: Review[];
let reviewRequests: URLSearchParams[];

beforeEach(() => {
  reviews = [review(1, 'bob', 5, 3), review(2, 'carol', 2, 2, { reply: { text: 'Sorry, we will do better', created_at: day(4), updated_at: day(4) } }), review(3, 'dave', 4, 1)];
  reviewRequests = [];
  server.use(
    http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json(product)),
    ...reviewsHandlers(() => reviews, reviewRequests),
  );
});

/** The signed-in customer's completed orders. */
function completedOrders(productIds: number[], nextCursor: string | null = null) {
  return http.get(`${TEST_API_URL}/api/order/mine`, () =>
    HttpResponse.json(anOrderPage(productIds.map((id, i) => anOrderFull({ order_id: 500 + i, product_id: id, status: 'completed' })), nextCursor)),
  );
}

const reviewList = () => screen.getByRole('list', { name: 'Reviews' });
const authorsShown = () => within(reviewList()).getAllByRole('listitem').map((item) => item.querySelector('bdi')?.textContent);

describe('product page reviews', () => {
  it('shows the average, the 5-to-1 histogram in words, and the reviews newest first with the store’s reply', async () => {
    const { container } = renderApp('/product/1');
    // The operator console links a reported review to /product/{id}#product-reviews: the heading keeps that id.
    expect(await screen.findByRole('heading', { name: 'Customer reviews' })).toHaveAttribute('id', 'product-reviews');
    const breakdown = await screen.findByRole('list', { name: 'Ratings breakdown' });
    const rows = within(breakdown).getAllByRole('listitem');
    const sentences = ['Rated 5 of 5: 1 review (33%)', 'Rated 4 of 5: 1 review (33%)', 'Rated 3 of 5: 0 reviews (0%)', 'Rated 2 of 5: 1 review (33%)', 'Rated 1 of 5: 0 reviews (0%)'];
    sentences.forEach((sentence, index) => expect(within(rows[index]).getByText(sentence)).toBeInTheDocument());
    // Beside the price, and above the histogram.
    expect(screen.getAllByRole('img', { name: 'Rated 3.7 out of 5 from 3 reviews' })).toHaveLength(2);
    expect(authorsShown()).toEqual(['bob', 'carol', 'dave']);
    expect(screen.getByText('Reply from kyoto_crafts')).toBeInTheDocument();
    expect(screen.getByText('Sorry, we will do better').tagName).toBe('BDI');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sorts by highest and lowest rating', async () => {
    const { user } = renderApp('/product/1');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Highest rated');
    await waitFor(() => expect(authorsShown()).toEqual(['bob', 'dave', 'carol']));
    await user.selectOptions(sort, 'Lowest rated');
    await waitFor(() => expect(authorsShown()).toEqual(['carol', 'dave', 'bob']));
    expect(reviewRequests.map((query) => query.get('sort'))).toEqual(['newest', 'highest', 'lowest']);
  });

  it('loads more reviews page by page', async () => {
    reviews = Array.from({ length: 13 }, (_, i) => review(100 + i, `user${i}`, 4, 28 - i));
    const { user } = renderApp('/product/1');
    await screen.findByRole('list', { name: 'Reviews' });
    expect(authorsShown()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More Reviews' }));
    await waitFor(() => expect(authorsShown()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load More Reviews' })).not.toBeInTheDocument();
    expect(reviewRequests[1].get('cursor')).toBe('10');
  });

  it('says when there are no reviews yet', async () => {
    reviews = [];
    renderApp('/product/1');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings breakdown' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in to review, and a guest’s Report leads to sign-in', async () => {
    renderApp('/product/1');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Report the review by bob' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('href', '/login');
  });

  it('tells a customer who did not buy the product why they cannot review it', async () => {
    server.use(completedOrders([7, 8]));
    renderApp('/product/1', { token: customerToken(1, 'alice') });
    expect(await screen.findByText('Only customers who bought this product can review it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a buyer post a review (a star radio group and the text), then shows it with Edit and Delete', async () => {
    server.use(
      completedOrders([1]),
      http.post(`${TEST_API_URL}/api/review/add`, async ({ request }) => {
        const body = (await request.json()) as { product_id: number; rating: number; text: string };
        const created = review(9, 'alice', body.rating, 20, { text: body.text });
        reviews = [...reviews, created];
        return HttpResponse.json({ msg: 'Review added', review: created }, { status: 201 });
      }),
    );
    const { user, container } = renderApp('/product/1', { token: customerToken(1, 'alice') });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    const stars = within(form).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(form).getByLabelText(/Your review/)).toHaveAttribute('maxlength', '2000');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose a rating.')).toBeInTheDocument();
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText(/Your review/), '  Beautiful glaze  ');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Beautiful glaze')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The list refetched after the post: the new review is the customer's, not one to report.
    expect(within(reviewList()).queryByText('Beautiful glaze')).not.toBeInTheDocument();
  });

  it('shows the reason when the API refuses the review (403 not_a_buyer) although the orders looked eligible', async () => {
    server.use(
      completedOrders([2], 'more'),
      http.post(`${TEST_API_URL}/api/review/add`, () => HttpResponse.json({ msg: 'Only buyers', code: 'not_a_buyer' }, { status: 403 })),
    );
    const { user } = renderApp('/product/1', { token: customerToken(1, 'alice') });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText(/Your review/), 'Great');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Only customers who bought this product can review it.')).toBeInTheDocument();
  });

  it('edits and deletes the customer’s own review', async () => {
    reviews = [...reviews, review(9, 'alice', 3, 5, { text: 'It is fine' })];
    const updates: unknown[] = [];
    const deletes: unknown[] = [];
    server.use(
      completedOrders([1]),
      http.patch(`${TEST_API_URL}/api/review/update`, async ({ request }) => {
        const body = (await request.json()) as { review_id: number; rating: number; text: string };
        updates.push(body);
        reviews = reviews.map((r) => (r.review_id === body.review_id ? { ...r, rating: body.rating, text: body.text, updated_at: day(21) } : r));
        return HttpResponse.json({ msg: 'Updated', review: reviews.find((r) => r.review_id === body.review_id) });
      }),
      http.delete(`${TEST_API_URL}/api/review/delete`, async ({ request }) => {
        const body = (await request.json()) as { review_id: number };
        deletes.push(body);
        reviews = reviews.filter((r) => r.review_id !== body.review_id);
        return HttpResponse.json({ msg: 'Deleted' });
      }),
    );
    const { user } = renderApp('/product/1', { token: customerToken(1, 'alice') });
    const mine = await screen.findByRole('region', { name: 'Your review' });
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    const text = within(form).getByLabelText(/Your review/);
    await user.clear(text);
    await user.type(text, 'Better than I thought');
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Better than I thought')).toBeInTheDocument();
    expect(screen.getByText('(edited)', { exact: false })).toBeInTheDocument();
    expect(updates).toEqual([{ review_id: 9, rating: 5, text: 'Better than I thought' }]);

    await user.click(within(screen.getByRole('region', { name: 'Your review' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ review_id: 9 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument());
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });

  it.each([
    ['a store', storeToken(10, 'kyoto_crafts')],
    ['the operator', operatorToken()],
  ])('%s sees the reviews but no form and no sign-in prompt', async (_who, token) => {
    renderApp('/product/1', { token });
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
