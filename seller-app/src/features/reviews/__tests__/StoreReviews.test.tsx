import { axe } from 'jest-axe';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Review } from 'shared-api';
import { aReview, reviewsHandlers } from 'shared-api/testing';
import { renderPage, STORE_SESSION } from '../../../test/render';
import { API, server } from '../../../test/server';
import { StoreReviews } from '../components/StoreReviews';

const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`;

let reviews: Review[];
let replies: unknown[];

beforeEach(() => {
  replies = [];
  reviews = [
    aReview({ review_id: 1, store_name: STORE_SESSION.store_name, product_name: 'Anvil', product_id: 5, username: 'bob', rating: 2, text: 'Arrived dented', created_at: day(3) }),
    aReview({
      review_id: 2,
      store_name: STORE_SESSION.store_name,
      product_name: 'Rocket skates',
      product_id: 6,
      username: 'carol',
      rating: 5,
      text: 'So fast',
      created_at: day(2),
      reply: { text: 'Thank you!', created_at: day(4), updated_at: day(4) },
    }),
  ];
  server.use(
    ...reviewsHandlers(() => reviews),
    http.post(`${API}/api/review/reply`, async ({ request }) => {
      const body = (await request.json()) as { review_id: number; text: string };
      replies.push(body);
      reviews = reviews.map((r) => (r.review_id === body.review_id ? { ...r, reply: { text: body.text, created_at: day(9), updated_at: day(9) } } : r));
      return HttpResponse.json({ msg: 'Reply saved', review: reviews.find((r) => r.review_id === body.review_id) });
    }),
  );
});

// The dashboard's Reviews tab (the dashboard's own test proves the tab is there).
const renderReviewsTab = () => renderPage(<StoreReviews />, { path: '/store/profile', url: '/store/profile?tab=reviews' });

describe('the dashboard’s Reviews tab', () => {
  it('lists the reviews of all the store’s products, newest first, with the average and the replies', async () => {
    const { container } = renderReviewsTab();
    const list = await screen.findByRole('list', { name: 'Reviews of your products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Review of Anvil by bob', 'Review of Rocket skates by carol']);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5 from 2 reviews' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Thank you!')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Anvil' })).toHaveAttribute('href', '/product/5');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('replies once to a review, then edits the reply', async () => {
    const { user } = renderReviewsTab();
    const bob = await screen.findByRole('listitem', { name: 'Review of Anvil by bob' });
    await user.click(within(bob).getByRole('button', { name: 'Reply' }));
    const form = within(bob).getByRole('form', { name: 'Reply to bob' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByText('Write your reply.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Your reply/), 'Sorry, we are sending a new one');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(bob).findByText('Sorry, we are sending a new one')).toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await user.click(within(bob).getByRole('button', { name: 'Edit reply' }));
    const text = within(bob).getByLabelText(/Your reply/);
    expect(text).toHaveValue('Sorry, we are sending a new one');
    await user.clear(text);
    await user.type(text, 'A new anvil is on its way');
    await user.click(within(bob).getByRole('button', { name: 'Send reply' }));
    expect(await within(bob).findByText('A new anvil is on its way')).toBeInTheDocument();
    expect(replies).toEqual([
      { review_id: 1, text: 'Sorry, we are sending a new one' },
      { review_id: 1, text: 'A new anvil is on its way' },
    ]);
  });

  it('says so when there are no reviews yet', async () => {
    reviews = [];
    renderReviewsTab();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('a failed reply is said, and the form stays', async () => {
    server.use(http.post(`${API}/api/review/reply`, () => HttpResponse.json({ msg: 'Not your product', code: 'forbidden' }, { status: 403 })));
    const { user } = renderReviewsTab();
    const bob = await screen.findByRole('listitem', { name: 'Review of Anvil by bob' });
    await user.click(within(bob).getByRole('button', { name: 'Reply' }));
    await user.type(within(bob).getByLabelText(/Your reply/), 'Hello');
    await user.click(within(bob).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getAllByText('Error').length).toBeGreaterThan(0));
    expect(within(bob).getByRole('form', { name: 'Reply to bob' })).toBeInTheDocument();
  });
});
