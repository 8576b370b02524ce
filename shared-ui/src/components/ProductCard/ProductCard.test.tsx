import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { modes, renderInTheme } from '../../test/render';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ProductCard } from './ProductCard';

const vase = { name: 'Blue vase', price: 24.5, country: 'Japan', storeName: 'kyoto-crafts', imageSrc: 'http://localhost:4000/uploads/vase.png' };

describe.each(modes)('ProductCard (%s theme)', (mode) => {
  it('shows picture, name, store, country and price; the name links to the product page', async () => {
    const { container } = renderInTheme(<ProductCard {...vase} to="/product/7" />, mode);
    expect(screen.getByRole('img', { name: 'Blue vase' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { name: 'Blue vase' })).toBeInTheDocument();
    expect(screen.getByText('kyoto-crafts')).toBeInTheDocument();
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByText('$24.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blue vase' })).toHaveAttribute('href', '/product/7');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the reviews’ stars and count when it has reviews, and nothing without', async () => {
    const { container, rerender } = renderInTheme(<ProductCard {...vase} to="/product/7" rating={{ average: 4.5, count: 12 }} />, mode);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    rerender(<ProductCard {...vase} to="/product/7" rating={{ average: null, count: 0 }} />);
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });

  it("isolates the seller's words (<bdi>), so a Latin name keeps its order on a right-to-left page", () => {
    renderInTheme(<ProductCard {...vase} name="Notebook (A5) 2" to="/product/7" />, mode);
    expect(screen.getByText('Notebook (A5) 2').tagName).toBe('BDI');
    expect(screen.getByText('kyoto-crafts').tagName).toBe('BDI');
  });

  it('the largest paint’s card loads eagerly at high priority, a first-row card eagerly, others lazily', () => {
    renderInTheme(
      <>
        <ProductCard {...vase} to="/product/1" imageLoading="priority" />
        <ProductCard {...vase} name="Red bowl" to="/product/2" />
        <ProductCard {...vase} name="Green jug" to="/product/3" imageLoading="eager" />
      </>,
      mode,
    );
    const firstRow = screen.getByRole('img', { name: 'Green jug' });
    expect(firstRow).toHaveAttribute('loading', 'eager');
    expect(firstRow).not.toHaveAttribute('fetchpriority');
    const first = screen.getByRole('img', { name: 'Blue vase' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByRole('img', { name: 'Red bowl' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });

  it('in the store view it leads to the edit page', async () => {
    const { user } = renderInTheme(
      <Routes>
        <Route path="/" element={<ProductCard {...vase} to="/store/edit-product/7" />} />
        <Route path="/store/edit-product/:id" element={<p>Edit page</p>} />
      </Routes>,
      mode,
    );
    await user.click(screen.getByRole('link', { name: 'Blue vase' }));
    expect(screen.getByText('Edit page')).toBeInTheDocument();
  });

  it('takes a heading level and renders a working extra control', async () => {
    const onClick = jest.fn();
    const { user } = renderInTheme(
      <ProductCard {...vase} to="/product/7" headingAs="h2" extra={<button type="button" onClick={onClick}>Quick add</button>} />,
      mode,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Blue vase' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reachable by keyboard', async () => {
    const { user } = renderInTheme(<ProductCard {...vase} to="/product/7" />, mode);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blue vase' })).toHaveFocus();
  });

  it('cards sit in a grid that passes axe', async () => {
    const { container } = renderInTheme(
      <ProductGrid>
        <ProductCard {...vase} to="/product/1" />
        <ProductCard {...vase} name="Red bowl" to="/product/2" />
      </ProductGrid>,
      mode,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });
});
