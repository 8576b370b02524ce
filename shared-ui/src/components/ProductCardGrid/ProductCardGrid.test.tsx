import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { PRODUCT_GRID_FIRST_ROW, ProductCardGrid } from './ProductCardGrid';

const imageUrl = (img: string) => `http://localhost:4000${img}`;

const products = Array.from({ length: 6 }, (_, i) => ({
  product_id: i + 1,
  name: `Product ${i + 1}`,
  price: 10 + i,
  country: 'Japan',
  store_name: 'kyoto_crafts',
  img: `/uploads/products/${i + 1}.webp`,
  stock: i,
}));

describe.each(modes)('ProductCardGrid (%s theme)', (mode) => {
  it('shows each product as a card leading to its product page, its picture from the API host', async () => {
    const { container } = renderInTheme(<ProductCardGrid products={products.slice(0, 2)} imageUrl={imageUrl} />, mode);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product/1');
    expect(within(cards[0]).getByRole('img', { name: 'Product 1' })).toHaveAttribute('src', 'http://localhost:4000/uploads/products/1.webp');
    expect(within(cards[1]).getByText('kyoto_crafts')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Japan')).toBeInTheDocument();
    expect(within(cards[1]).getByText('$11.00')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the first eagerCount pictures load eagerly (the first at high priority), the rest lazily', () => {
    renderInTheme(<ProductCardGrid products={products} imageUrl={imageUrl} eagerCount={PRODUCT_GRID_FIRST_ROW} />, mode);
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('is all lazy unless told', () => {
    renderInTheme(<ProductCardGrid products={products.slice(0, 2)} imageUrl={imageUrl} />, mode);
    for (const picture of screen.getAllByRole('img')) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it("names the country as the page's language does when told how", () => {
    renderInTheme(<ProductCardGrid products={products.slice(0, 1)} imageUrl={imageUrl} countryLabel={(country) => (country === 'Japan' ? 'اليابان' : country)} />, mode);
    expect(within(screen.getByRole('article')).getByText('اليابان')).toBeInTheDocument();
    expect(screen.queryByText('Japan')).not.toBeInTheDocument();
  });

  it('takes another destination and an extra per card', () => {
    renderInTheme(
      <ProductCardGrid
        products={products.slice(0, 2)}
        imageUrl={imageUrl}
        linkTo={(product) => `/store/edit-product/${product.product_id}`}
        extra={(product) => <span>{product.stock} in stock</span>}
      />,
      mode,
    );
    expect(screen.getByRole('link', { name: 'Product 2' })).toHaveAttribute('href', '/store/edit-product/2');
    expect(screen.getByText('1 in stock')).toBeInTheDocument();
  });
});
