/**
 * The site the tab-title and announcer tests navigate: a cart that names the tab ("Shopping Cart")
 * at once, a product that names it once its data arrives, and a page that never names it (only its
 * heading does).
 */
import { useState, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { useTitleOnNavigation } from '../hooks/useTitleOnNavigation';

function Cart() {
  useDocumentTitle(pageTitle('Shopping Cart'));
  return <h1>Shopping Cart</h1>;
}

/** Names itself "Bamboo Whisk" once its data is there (the visitor presses "Data arrives"). */
function Product() {
  const [name, setName] = useState<string>();
  useDocumentTitle(name && pageTitle(name));
  return <button onClick={() => setName('Bamboo Whisk')}>Data arrives</button>;
}

/** Links "Cart", "Product", "Legacy" and "Next step" (the cart with a new query); `children` after the pages. */
export function TitledSite({ children }: { children?: ReactNode }) {
  useTitleOnNavigation();
  return (
    <>
      <Link to="/cart">Cart</Link>
      <Link to="/product/5">Product</Link>
      <Link to="/legacy">Legacy</Link>
      <Link to="/cart?step=2">Next step</Link>
      <main>
        <Routes>
          <Route path="/cart" element={<Cart />} />
          <Route path="/product/:id" element={<Product />} />
          <Route path="/legacy" element={<h1>A page that names no tab</h1>} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </main>
      {children}
    </>
  );
}
