/**
 * Where the window is after a navigation: a new page starts at its top or at the element its hash
 * names (once the page shows it); back and forward return to where the visitor was on that entry
 * (once the page is tall enough again); a new query or the same page stay put.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { SCROLL_WAIT_MS, useScrollOnNavigation } from '../hooks/useScrollOnNavigation';
import { follow, press, renderAt, settleMutations } from './navigationHarness';

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

/** A list whose rows render after the page (its data from the cache, its code from a chunk). */
function ShopPage() {
  const [rows, setRows] = useState(0);
  return (
    <>
      <h1>Shop</h1>
      <button onClick={() => setRows(40)}>Rows arrive</button>
      {Array.from({ length: rows }, (_, i) => <p key={i}>Row {i}</p>)}
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
        <Route path="/shop" element={<ShopPage />} />
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>
    </>
  );
}

let scrollTo: jest.SpyInstance;
/** The document's scrollable height, which jsdom (laying nothing out) leaves at 0. */
let pageHeight: number;
let scrolledInto: HTMLElement[];

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  pageHeight = 0;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
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

/** The visitor scrolls to `y` (the hook notes it on the next frame). */
async function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

it('opens a new page at its top, and leaves the first load to the browser', () => {
  renderAt('/shop', <Site />);
  expect(scrollTo).not.toHaveBeenCalled();
  follow('Product');
  expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('keeps the window where it is for a new query on the same page', () => {
  renderAt('/product/5', <Site />);
  follow('Shop');
  scrollTo.mockClear();
  follow('Search tea');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('opens at its top a page gone back to that the visitor never scrolled', () => {
  renderAt('/product/5', <Site />);
  follow('Shop');
  scrollTo.mockClear();
  press('Back');
  expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it("goes to the element a link's hash names once the page shows it", () => {
  renderAt('/shop', <Site />);
  follow('Reviews');
  expect(scrolledInto).toEqual([]);
  press('Reviews arrive');
  return Promise.resolve().then(() => {
    expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
  });
});

it('goes at once to a named element already shown', () => {
  renderAt('/product/5', <Site />);
  press('Reviews arrive');
  follow('Reviews');
  expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
});

it('waits on a first load whose page did not hold the element yet', async () => {
  renderAt('/product/5#product-reviews', <Site />);
  press('Reviews arrive');
  await settleMutations();
  expect(scrolledInto).toEqual([screen.getByRole('heading', { name: 'Customer reviews' })]);
});

it('stops waiting when the visitor scrolls, or after a while', async () => {
  renderAt('/shop', <Site />);
  follow('Reviews');
  fireEvent.wheel(window);
  press('Reviews arrive');
  await settleMutations();
  expect(scrolledInto).toEqual([]);

  jest.useFakeTimers();
  follow('Shop');
  follow('Reviews');
  act(() => jest.advanceTimersByTime(SCROLL_WAIT_MS + 1));
  press('Reviews arrive');
  await settleMutations();
  expect(scrolledInto).toEqual([]);
});

it('returns to where the visitor was on an entry, once its page is tall enough again', async () => {
  renderAt('/product/5', <Site />);
  follow('Shop');
  press('Rows arrive');
  pageHeight = 3000;
  await scrollBy(2000);
  follow('Product');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  // Back: the list's rows render after the page, so the window waits for them.
  pageHeight = 500;
  press('Back');
  expect(scrollTo).not.toHaveBeenCalledWith(0, 2000);
  pageHeight = 3000;
  press('Rows arrive');
  await settleMutations();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 2000);
});

it('does not pull back a visitor who scrolled while the page was growing', async () => {
  renderAt('/product/5', <Site />);
  follow('Shop');
  pageHeight = 3000;
  await scrollBy(2000);
  follow('Product');
  pageHeight = 500;
  press('Back');
  fireEvent.wheel(window);
  pageHeight = 3000;
  press('Rows arrive');
  await settleMutations();
  expect(scrollTo).not.toHaveBeenCalledWith(0, 2000);
});
