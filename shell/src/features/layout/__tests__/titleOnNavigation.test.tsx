/**
 * The tab's title follows the page: each page names itself, and between two pages (the next one's
 * code or data on the way) the title is the brand alone, never the last page's.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { pageTitle, SITE_NAME, useDocumentTitle } from 'shared-api/remote-routes';
import { useTitleOnNavigation } from '../hooks/useTitleOnNavigation';

function Cart() {
  useDocumentTitle(pageTitle('Cart'));
  return <h1>Cart</h1>;
}

/** A page that can name itself only once its data is there. */
function Product() {
  const [name, setName] = useState<string>();
  useDocumentTitle(name && pageTitle(name));
  return <button onClick={() => setName('Bamboo Whisk')}>Data arrives</button>;
}

function Site() {
  useTitleOnNavigation();
  return (
    <>
      <Link to="/cart">Cart</Link>
      <Link to="/product/5">Product</Link>
      <Link to="/cart?step=2">Next step</Link>
      <Routes>
        <Route path="/cart" element={<Cart />} />
        <Route path="/product/:id" element={<Product />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </>
  );
}

beforeEach(() => {
  document.title = 'Shop Products — Global Marketplace';
});

it("keeps the first page's title, then shows each page's own", () => {
  render(<MemoryRouter initialEntries={['/']}><Site /></MemoryRouter>);
  expect(document.title).toBe('Shop Products — Global Marketplace');
  fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
  expect(document.title).toBe('Cart — Global Marketplace');
});

it("shows the brand alone until the next page names itself, never the last page's title", () => {
  render(<MemoryRouter initialEntries={['/cart']}><Site /></MemoryRouter>);
  expect(document.title).toBe('Cart — Global Marketplace');
  fireEvent.click(screen.getByRole('link', { name: 'Product' }));
  expect(document.title).toBe(SITE_NAME);
  fireEvent.click(screen.getByRole('button', { name: 'Data arrives' }));
  expect(document.title).toBe('Bamboo Whisk — Global Marketplace');
});

it('leaves the title alone when only the query changes', () => {
  render(<MemoryRouter initialEntries={['/cart']}><Site /></MemoryRouter>);
  fireEvent.click(screen.getByRole('link', { name: 'Next step' }));
  expect(document.title).toBe('Cart — Global Marketplace');
});
