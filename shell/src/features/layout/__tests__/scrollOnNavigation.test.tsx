/**
 * Where the window is after a navigation: a new page starts at its top or at the element its hash
 * names (once the page shows it); back and forward, a new query or the same page stay put.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { HASH_TARGET_WAIT_MS, useScrollOnNavigation } from '../hooks/useScrollOnNavigation';

/** A product page whose reviews arrive after the page, as the remote's data does. */
function ProductPage() {
  const [reviewsShown, setReviewsShown] = useState(false);
  return (
    <>
      <h1>Product</h1>
      <button onClick={() => setReviewsShown(true)}>Reviews arrive</button>
      {reviewsShown && <h2 id="product-reviews">Customer reviews</h2>}
    </>
  );
}

function Site() {
  useScrollOnNavigation();
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/product/5">Product</Link>
        <Link to="/product/5#product-reviews">Reviews</Link>
        <Link to="/shop?q=tea">Search tea</Link>
        <Link to="/shop">Shop</Link>
        <button onClick={() => void navigate(-1)}>Back</button>
      </nav>
      <Routes>
        <Route path="/shop" element={<h1>Shop</h1>} />
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>
    </>
  );
}

let scrollTo: jest.SpyInstance;
let scrolledInto: HTMLElement[];

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrolledInto = [];
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolledInto.push(this);
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const renderAt = (path: string) => render(<MemoryRouter initialEntries={[path]}><Site /></MemoryRouter>);
const click = (name: string) => fireEvent.click(screen.getByRole(name === 'Back' || name === 'Reviews arrive' ? 'button' : 'link', { name }));

it('opens a new page at its top, and leaves the first load to the browser', () => {
  renderAt('/shop');
  expect(scrollTo).not.toHaveBeenCalled();
  click('Product');
  expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('keeps the window where it is for a new query on the same page, and for back', () => {
  renderAt('/product/5');
  click('Shop');
  scrollTo.mockClear();
  click('Search tea');
  expect(scrollTo).not.toHaveBeenCalled();
  click('Back');
  click('Back');
  expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
});

it("goes to the element a link's hash names once the page shows it", () => {
  renderAt('/shop');
  click('Reviews');
  expect(scrolledInto).toEqual([]);
  click('Reviews arrive');
  return Promise.resolve().then(() => {
    expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
  });
});

it('goes at once to a named element already shown', () => {
  renderAt('/product/5');
  click('Reviews arrive');
  click('Reviews');
  expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
});

it('waits on a first load whose page did not hold the element yet', async () => {
  renderAt('/product/5#product-reviews');
  click('Reviews arrive');
  await act(async () => {});
  expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
});

it('stops waiting when the visitor scrolls, or after a while', async () => {
  renderAt('/shop');
  click('Reviews');
  fireEvent.wheel(window);
  click('Reviews arrive');
  await act(async () => {});
  expect(scrolledInto).toEqual([]);

  jest.useFakeTimers();
  click('Shop');
  click('Reviews');
  act(() => jest.advanceTimersByTime(HASH_TARGET_WAIT_MS + 1));
  click('Reviews arrive');
  await act(async () => {});
  expect(scrolledInto).toEqual([]);
});
