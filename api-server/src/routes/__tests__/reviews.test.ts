import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { describeAuthorizationMatrix } from '../../../test/helpers/authorization';
import { placeOrder } from '../../../test/helpers/orders';
import type { ReviewT } from '../../schemas/contract';
import type { NotificationT } from '../../schemas/notifications';
import { REVIEW_MESSAGES } from '../reviews';

type Auth = { auth: { authorization: string } };

/** A completed order of the product by the customer: what makes them a verified buyer. */
async function buy(t: TestApp, customer: Customer, store: Seller, productId: number): Promise<void> {
  const order = await placeOrder(t, customer, productId);
  const done = await t.app.inject({ method: 'POST', url: '/api/order/done', headers: store.auth, payload: { order_id: order.order_id } });
  if (done.statusCode !== 200) throw new Error(`order done: ${done.statusCode} ${done.body}`);
}

const addReview = (t: TestApp, who: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/review/add', headers: who.auth, payload });
const productReviews = (t: TestApp, productId: number, query = '') => t.app.inject({ method: 'GET', url: `/api/review/product/${productId}${query}` });
const storeReviews = (t: TestApp, storeName: string, query = '') => t.app.inject({ method: 'GET', url: `/api/review/store/${storeName}${query}` });
const notifications = async (t: TestApp, who: Auth): Promise<NotificationT[]> => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth })).json().items;

async function counts(t: TestApp) {
  const count = async (table: 'reviews' | 'notifications') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  return { reviews: await count('reviews'), notifications: await count('notifications') };
}

describeEachDatabase('reviews: POST /api/review/add', (t) => {
  let store: Seller;
  let product: { product_id: number };

  beforeAll(async () => {
    store = await t.signUpStore();
    product = await t.addProduct(store, { name: 'Clay Cup', stock: '100' });
  });

  it('refuses a customer without an order, and one whose order is only pending (403 not_a_buyer), writing nothing', async () => {
    const stranger = await t.signUpCustomer();
    const pending = await t.signUpCustomer();
    await placeOrder(t, pending, product.product_id);
    const before = await counts(t);
    for (const who of [stranger, pending]) {
      const res = await addReview(t, who, { product_id: product.product_id, rating: 5, text: 'Lovely' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { msg: REVIEW_MESSAGES.notABuyer, code: 'not_a_buyer' } });
    }
    expect(await counts(t)).toEqual(before);
  });

  it('accepts a buyer with a completed order: 201 with the review in the contract shape, trimmed', async () => {
    const buyer = await t.signUpCustomer();
    await buy(t, buyer, store, product.product_id);
    const res = await addReview(t, buyer, { product_id: product.product_id, rating: 4, text: '  Sturdy and warm  ' });
    expect(res.statusCode).toBe(201);
    const { msg, review } = res.json();
    expect(msg).toBe(REVIEW_MESSAGES.added);
    expect(review).toEqual({
      review_id: expect.any(Number), product_id: product.product_id, product_name: 'Clay Cup', store_id: store.store_id, store_name: store.store_name,
      username: buyer.username, rating: 4, text: 'Sturdy and warm', created_at: expect.any(String), updated_at: review.created_at, reply: null,
    });
    expect(new Date(review.created_at).toISOString()).toBe(review.created_at);
  });

  it('allows one review per buyer and product (409 already_reviewed), even while several are sent at once', async () => {
    const buyer = await t.signUpCustomer();
    await buy(t, buyer, store, product.product_id);
    const answers = await Promise.all([1, 2, 3].map((rating) => addReview(t, buyer, { product_id: product.product_id, rating, text: `Try ${rating}` })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual({ msg: REVIEW_MESSAGES.alreadyReviewed, code: 'already_reviewed' });
    const again = await addReview(t, buyer, { product_id: product.product_id, rating: 2, text: 'Again' });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.selectFrom('reviews').select('review_id').where('user_id', '=', buyer.user_id).execute();
    expect(rows).toHaveLength(1);
    // The store heard of the one review only.
    const told = (await notifications(t, store)).filter((n) => n.kind === 'review' && n.params && 'username' in n.params && n.params.username === buyer.username);
    expect(told).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist', async () => {
    const buyer = await t.signUpCustomer();
    const res = await addReview(t, buyer, { product_id: 2_000_000_000, rating: 5, text: 'Ghost' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { msg: REVIEW_MESSAGES.productNotFound, code: 'product_not_found' } });
  });

  describe('bad input answers 400 { msg, code, field } and writes nothing', () => {
    let buyer: Customer;
    beforeAll(async () => {
      buyer = await t.signUpCustomer();
      await buy(t, buyer, store, product.product_id);
    });
    const valid = () => ({ product_id: product.product_id, rating: 5, text: 'Fine' });
    it.each([
      ['rating 0', { rating: 0 }, 'out_of_range', 'rating', 'rating must be at least 1'],
      ['rating 6', { rating: 6 }, 'out_of_range', 'rating', 'rating must be at most 5'],
      ['rating 4.5', { rating: 4.5 }, 'field_invalid', 'rating', 'rating must be a whole number'],
      ['no rating', { rating: undefined }, 'field_required', 'rating', 'rating is required'],
      ['no text', { text: undefined }, 'field_required', 'text', 'text is required'],
      ['a blank text', { text: ' \n\t ' }, 'field_required', 'text', 'text must not be blank'],
      ['a text over 2000 characters after trimming', { text: ` ${'é'.repeat(2001)} ` }, 'field_too_long', 'text', 'text must be at most 2000 characters'],
      ['product_id 0', { product_id: 0 }, 'out_of_range', 'product_id', 'product_id must be at least 1'],
    ])('%s', async (_name, change, code, field, msg) => {
      const before = await counts(t);
      const res = await addReview(t, buyer, { ...valid(), ...change });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { msg, code, field } });
      expect(await counts(t)).toEqual(before);
    });

    it('takes a text of exactly 2000 characters after trimming', async () => {
      const res = await addReview(t, buyer, { ...valid(), text: `  ${'é'.repeat(2000)}  ` });
      expect(res.statusCode).toBe(201);
      expect([...res.json().review.text]).toHaveLength(2000);
    });
  });
});

describeEachDatabase('reviews: editing, deleting and replying', (t) => {
  let store: Seller;
  let otherStore: Seller;
  let author: Customer;
  let other: Customer;
  let product: { product_id: number };

  beforeAll(async () => {
    store = await t.signUpStore();
    otherStore = await t.signUpStore();
    author = await t.signUpCustomer();
    other = await t.signUpCustomer();
    product = await t.addProduct(store, { name: 'Iron Kettle', stock: '50' });
    await buy(t, author, store, product.product_id);
    await buy(t, other, store, product.product_id);
  });

  const write = async (who: Customer, rating = 3, text = 'Good') => (await addReview(t, who, { product_id: product.product_id, rating, text })).json().review as ReviewT;

  it('lets only the author edit: rating and text change, updated_at moves, the figures follow', async () => {
    const review = await write(author, 2, 'Leaks a little');
    const foreign = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: other.auth, payload: { review_id: review.review_id, rating: 1 } });
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 403, body: { msg: REVIEW_MESSAGES.notAuthor, code: 'forbidden' } });
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: author.auth, payload: { review_id: 2_000_000_000, rating: 1 } });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { msg: REVIEW_MESSAGES.notFound, code: 'review_not_found' } });
    const blank = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: author.auth, payload: { review_id: review.review_id, rating: 5, text: '   ' } });
    expect({ status: blank.statusCode, body: blank.json() }).toEqual({ status: 400, body: { msg: 'text must not be blank', code: 'field_required', field: 'text' } });
    expect((await productReviews(t, product.product_id)).json().items[0]).toMatchObject({ rating: 2, text: 'Leaks a little' });

    const res = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: author.auth, payload: { review_id: review.review_id, rating: 5, text: ' It was the lid; fine now ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: REVIEW_MESSAGES.updated, review: { ...review, rating: 5, text: 'It was the lid; fine now', updated_at: expect.any(String) } });
    expect(res.json().review.updated_at >= review.updated_at).toBe(true);
    const page = (await productReviews(t, product.product_id)).json();
    expect(page).toMatchObject({ count: 1, average: 5, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.product_id}` })).json()).toMatchObject({ rating_average: 5, rating_count: 1 });

    const onlyRating = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: author.auth, payload: { review_id: review.review_id, rating: 4 } });
    expect(onlyRating.json().review).toMatchObject({ rating: 4, text: 'It was the lid; fine now' });
  });

  it('lets the store that sells the product reply (once, replaced on a second reply) and no other store; the author is told', async () => {
    const [review] = (await productReviews(t, product.product_id)).json().items as ReviewT[];
    const reply = (who: Auth, text: string) => t.app.inject({ method: 'POST', url: '/api/review/reply', headers: who.auth, payload: { review_id: review.review_id, text } });
    const foreign = await reply(otherStore, 'Not ours');
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 403, body: { msg: REVIEW_MESSAGES.notSeller, code: 'forbidden' } });
    const blank = await reply(store, '  ');
    expect({ status: blank.statusCode, body: blank.json() }).toEqual({ status: 400, body: { msg: 'text must not be blank', code: 'field_required', field: 'text' } });
    expect((await t.db.selectFrom('reviews').select('reply_text').where('review_id', '=', review.review_id).executeTakeFirstOrThrow()).reply_text).toBeNull();

    const first = await reply(store, ' Thank you! ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: REVIEW_MESSAGES.replied, review: { ...review, reply: { text: 'Thank you!', created_at: expect.any(String), updated_at: expect.any(String) } } });
    const second = (await reply(store, 'Thank you, and enjoy your tea')).json().review as ReviewT;
    expect(second.reply).toEqual({ text: 'Thank you, and enjoy your tea', created_at: first.json().review.reply.created_at, updated_at: expect.any(String) });
    expect((await productReviews(t, product.product_id)).json().items[0].reply.text).toBe('Thank you, and enjoy your tea');

    const told = (await notifications(t, author)).filter((n) => n.kind === 'review_reply');
    expect(told[0]).toMatchObject({
      kind: 'review_reply', link: `/product/${product.product_id}`, text: `${store.store_name} replied to your review of Iron Kettle`,
      params: { review_id: review.review_id, product_id: product.product_id, product_name: 'Iron Kettle', store_name: store.store_name },
    });
  });

  it('tells the store of each new review, with the author and the rating', async () => {
    const review = await write(other, 1, 'Rusty');
    const told = (await notifications(t, store)).find((n) => n.kind === 'review' && n.params && 'review_id' in n.params && n.params.review_id === review.review_id);
    expect(told).toMatchObject({
      link: `/product/${product.product_id}`, text: `${other.username} rated Iron Kettle 1 out of 5`, read: false,
      params: { review_id: review.review_id, product_id: product.product_id, product_name: 'Iron Kettle', username: other.username, rating: 1 },
    });
  });

  it('lets only the author delete; the review and its figures go', async () => {
    const { items } = (await productReviews(t, product.product_id)).json();
    const mine = items.find((r: ReviewT) => r.username === other.username) as ReviewT;
    const del = (who: Auth) => t.app.inject({ method: 'DELETE', url: '/api/review/delete', headers: who.auth, payload: { review_id: mine.review_id } });
    const foreign = await del(author);
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 403, body: { msg: REVIEW_MESSAGES.notAuthor, code: 'forbidden' } });
    const res = await del(other);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { msg: REVIEW_MESSAGES.deleted } });
    expect((await del(other)).statusCode).toBe(404);
    const page = (await productReviews(t, product.product_id)).json();
    expect(page.items.map((r: ReviewT) => r.username)).toEqual([author.username]);
    expect(page).toMatchObject({ count: 1, average: 4, histogram: { 1: 0, 4: 1 } });
  });

  it('never shows or counts a review the operator removed, and it still blocks a second review', async () => {
    const buyer = await t.signUpCustomer();
    await buy(t, buyer, store, product.product_id);
    const review = await write(buyer, 1, 'Spam spam spam');
    await t.db.updateTable('reviews').set({ removed_at: new Date().toISOString() }).where('review_id', '=', review.review_id).execute();
    const page = (await productReviews(t, product.product_id)).json();
    expect(page.items.map((r: ReviewT) => r.review_id)).not.toContain(review.review_id);
    expect(page).toMatchObject({ count: 1, average: 4, histogram: { 1: 0, 4: 1 } });
    expect((await storeReviews(t, store.store_name)).json().items.map((r: ReviewT) => r.review_id)).not.toContain(review.review_id);
    expect((await addReview(t, buyer, { product_id: product.product_id, rating: 5, text: 'Second try' })).statusCode).toBe(409);
    const edit = await t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: buyer.auth, payload: { review_id: review.review_id, rating: 5 } });
    expect(edit.statusCode).toBe(404);
    const reply = await t.app.inject({ method: 'POST', url: '/api/review/reply', headers: store.auth, payload: { review_id: review.review_id, text: 'Hm' } });
    expect(reply.statusCode).toBe(404);
  });
});

describeEachDatabase('reviews: lists, sorting, paging and figures', (t) => {
  let store: Seller;
  let product: { product_id: number };
  let second: { product_id: number };
  const ratings = [3, 5, 1, 5, 4, 2];
  let written: ReviewT[] = [];

  beforeAll(async () => {
    store = await t.signUpStore();
    product = await t.addProduct(store, { name: 'Tea Bowl', stock: '100' });
    second = await t.addProduct(store, { name: 'Tea Whisk', stock: '100' });
    written = [];
    for (const rating of ratings) {
      const buyer = await t.signUpCustomer();
      await buy(t, buyer, store, product.product_id);
      written.push((await addReview(t, buyer, { product_id: product.product_id, rating, text: `${rating} stars` })).json().review);
    }
    const whiskBuyer = await t.signUpCustomer();
    await buy(t, whiskBuyer, store, second.product_id);
    written.push((await addReview(t, whiskBuyer, { product_id: second.product_id, rating: 4, text: 'Whisks well' })).json().review);
  });

  const ids = (items: ReviewT[]) => items.map((r) => r.review_id);
  const bowl = () => written.filter((r) => r.product_id === product.product_id);
  const newestFirst = (list: ReviewT[]) => [...list].sort((a, b) => b.review_id - a.review_id);

  async function allPages(read: (query: string) => Promise<{ json(): { items: ReviewT[]; next_cursor: string | null } }>, query: string, limit: number) {
    const seen: ReviewT[] = [];
    let cursor: string | null = null;
    do {
      const page = (await read(`?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor !== null);
    return seen;
  }

  it('sorts a product\'s reviews newest first by default, highest or lowest rated first (newest first among equals)', async () => {
    const newest = (await productReviews(t, product.product_id)).json();
    expect(ids(newest.items)).toEqual(ids(newestFirst(bowl())));
    expect(newest.next_cursor).toBeNull();
    const byRating = (direction: 1 | -1) => [...bowl()].sort((a, b) => direction * (a.rating - b.rating) || b.review_id - a.review_id);
    expect(ids((await productReviews(t, product.product_id, '?sort=highest')).json().items)).toEqual(ids(byRating(-1)));
    expect(ids((await productReviews(t, product.product_id, '?sort=lowest')).json().items)).toEqual(ids(byRating(1)));
    expect((await productReviews(t, product.product_id, '?sort=highest')).json().items.map((r: ReviewT) => r.rating)).toEqual([5, 5, 4, 3, 2, 1]);
  });

  it.each(['newest', 'highest', 'lowest'] as const)('pages through every review once, in order (sort=%s)', async (sort) => {
    const whole = (await productReviews(t, product.product_id, `?sort=${sort}`)).json().items as ReviewT[];
    for (const limit of [1, 2, 4]) expect(ids(await allPages((q) => productReviews(t, product.product_id, q), `sort=${sort}`, limit))).toEqual(ids(whole));
  });

  it('answers the figures of the kept sums and a histogram that match the rows', async () => {
    const page = (await productReviews(t, product.product_id, '?limit=1')).json();
    expect(page).toMatchObject({ count: 6, average: 3.3, histogram: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 2 } });
    expect(page.items).toHaveLength(1);
    const storePage = (await storeReviews(t, store.store_name.toUpperCase())).json();
    expect(storePage).toMatchObject({ count: 7, average: 3.4, histogram: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2 } });
    expect(ids(storePage.items)).toEqual(ids(newestFirst(written)));
    expect(ids(await allPages((q) => storeReviews(t, store.store_name, q), '', 3))).toEqual(ids(newestFirst(written)));
  });

  it('puts rating_average (one decimal, null without reviews) and rating_count on every Product and Store answer', async () => {
    const empty = await t.addProduct(store, { name: 'Unrated Tray' });
    const expectFigures = (list: Array<{ product_id: number; rating_average?: number | null; rating_count?: number }>) => {
      expect(list.find((p) => p.product_id === product.product_id)).toMatchObject({ rating_average: 3.3, rating_count: 6 });
      expect(list.find((p) => p.product_id === empty.product_id)).toMatchObject({ rating_average: null, rating_count: 0 });
    };
    expect(empty).toMatchObject({ rating_average: null, rating_count: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.product_id}` })).json()).toMatchObject({ rating_average: 3.3, rating_count: 6 });
    expectFigures((await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json());
    expectFigures((await t.app.inject({ method: 'GET', url: `/api/product/store/${store.store_id}` })).json());
    expectFigures((await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json().items);
    expectFigures((await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(store.store_name)}&limit=100` })).json().items);
    expect((await t.app.inject({ method: 'GET', url: `/api/store/${store.store_name}` })).json()).toMatchObject({ rating_average: 3.4, rating_count: 7 });
    const fresh = await t.signUpStore();
    expect((await t.app.inject({ method: 'GET', url: `/api/store/${fresh.store_name}` })).json()).toMatchObject({ rating_average: null, rating_count: 0 });
  });

  it('refuses a cursor it did not give, and one of another sort (400 invalid_cursor)', async () => {
    const highest = (await productReviews(t, product.product_id, '?sort=highest&limit=1')).json().next_cursor as string;
    const newest = (await productReviews(t, product.product_id, '?limit=1')).json().next_cursor as string;
    for (const query of ['?cursor=nope', `?cursor=${highest}`, `?sort=lowest&cursor=${highest}`, `?sort=highest&cursor=${newest}`]) {
      const res = await productReviews(t, product.product_id, query);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { msg: expect.any(String), code: 'invalid_cursor', field: 'cursor' } });
    }
    const badSort = await productReviews(t, product.product_id, '?sort=best');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ code: 'field_invalid', field: 'sort' });
  });

  it('answers 404 for an unknown product or store', async () => {
    expect((await productReviews(t, 2_000_000_000)).json()).toEqual({ msg: REVIEW_MESSAGES.productNotFound, code: 'product_not_found' });
    expect((await storeReviews(t, 'no_such_store_here')).json()).toEqual({ msg: REVIEW_MESSAGES.storeNotFound, code: 'store_not_found' });
  });
});

describeEachDatabase('reviews: concurrent reviews keep the figures equal to the rows', (t) => {
  it('many buyers reviewing at once: count, average and histogram of product and store match a recount', async () => {
    const store = await t.signUpStore();
    const product = await t.addProduct(store, { stock: '100' });
    const buyers: Customer[] = [];
    for (let i = 0; i < 12; i += 1) {
      const buyer = await t.signUpCustomer();
      await buy(t, buyer, store, product.product_id);
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((buyer, i) => addReview(t, buyer, { product_id: product.product_id, rating: (i % 5) + 1, text: `Review ${i}` })));
    expect(answers.map((res) => res.statusCode)).toEqual(buyers.map(() => 201));
    // And some edits and deletions at once too.
    const reviews = answers.map((res) => res.json().review as ReviewT);
    await Promise.all([
      ...reviews.slice(0, 4).map((review, i) => t.app.inject({ method: 'PATCH', url: '/api/review/update', headers: buyers[i].auth, payload: { review_id: review.review_id, rating: 5 } })),
      ...reviews.slice(4, 6).map((review, i) => t.app.inject({ method: 'DELETE', url: '/api/review/delete', headers: buyers[4 + i].auth, payload: { review_id: review.review_id } })),
    ]);

    const rows = await t.db.selectFrom('reviews').select('rating').where('product_id', '=', product.product_id).where('removed_at', 'is', null).execute();
    const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<number, number>;
    for (const row of rows) histogram[row.rating] += 1;
    const sum = rows.reduce((total, row) => total + row.rating, 0);
    const average = Math.round((sum * 10) / rows.length) / 10;
    expect(rows).toHaveLength(10);

    const page = (await productReviews(t, product.product_id)).json();
    expect(page).toMatchObject({ count: 10, average, histogram });
    expect(page.items).toHaveLength(10);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.product_id}` })).json()).toMatchObject({ rating_average: average, rating_count: 10 });
    expect((await storeReviews(t, store.store_name)).json()).toMatchObject({ count: 10, average, histogram });
    expect((await t.app.inject({ method: 'GET', url: `/api/store/${store.store_name}` })).json()).toMatchObject({ rating_average: average, rating_count: 10 });
    // One notification per review to the store.
    expect((await notifications(t, store)).filter((n) => n.kind === 'review')).toHaveLength(12);
  });
});

describeAuthorizationMatrix(
  'reviews',
  [
    { key: 'POST /api/review/add', request: (f) => ({ payload: { product_id: f.product.product_id, rating: 5, text: 'Great' } }) },
    {
      key: 'PATCH /api/review/update', request: (f) => ({ payload: { review_id: f.extra.reviewId, rating: 4 } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 403, msg: REVIEW_MESSAGES.notAuthor, code: 'forbidden' },
    },
    {
      key: 'POST /api/review/reply', request: (f) => ({ payload: { review_id: f.extra.reviewId, text: 'Thanks' } }),
      notOwner: { caller: (f) => f.otherStore, status: 403, msg: REVIEW_MESSAGES.notSeller, code: 'forbidden' },
    },
    {
      key: 'DELETE /api/review/delete', request: (f) => ({ payload: { review_id: f.extra.reviewId } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 403, msg: REVIEW_MESSAGES.notAuthor, code: 'forbidden' },
    },
  ],
  async (t, f) => {
    // The customer bought the product twice over: once reviewed (the review the owner calls act on), and
    // the add call's rightful request reviews a second product.
    const reviewed = await t.addProduct(f.store, { stock: '10' });
    await buy(t, f.customer, f.store, reviewed.product_id);
    await buy(t, f.customer, f.store, f.product.product_id);
    const review = (await addReview(t, f.customer, { product_id: reviewed.product_id, rating: 3, text: 'Fine' })).json().review as ReviewT;
    return { reviewId: review.review_id };
  },
);
