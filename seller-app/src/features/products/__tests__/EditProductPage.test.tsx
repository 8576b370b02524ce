import { axe } from 'jest-axe';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { theme } from 'shared-ui';
import { aProduct } from '../../../test/fixtures';
import { imageFile, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import EditProductPage from '../components/EditProductPage';

function renderEdit(id = '5') {
  return renderPage(<EditProductPage />, { path: '/store/edit-product/:id', url: `/store/edit-product/${id}` });
}

function serveProduct(product = aProduct()) {
  server.use(http.get(`${API}/api/product/${product.product_id}`, () => HttpResponse.json(product)));
}

describe('Edit Product (/store/edit-product/:id)', () => {
  it('names the browser tab after the product once it has loaded (the brand alone until then)', async () => {
    serveProduct(aProduct({ name: 'Teapot' }));
    renderEdit();
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(document.title).toBe('Global Marketplace');
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Teapot');
    expect(document.title).toBe('Edit Teapot — Global Marketplace');
  });

  it('shows Loading product details..., then the form prefilled, country as free text', async () => {
    serveProduct();
    renderEdit();

    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByText('Update your product details')).toBeInTheDocument();

    expect(await screen.findByLabelText('Product Name')).toHaveValue('Tea cup');
    expect(screen.getByLabelText('Description')).toHaveValue('Hand-thrown stoneware');
    expect(screen.getByLabelText('Price')).toHaveValue(12.5);
    expect(screen.getByLabelText('Stock')).toHaveValue(4);
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Japan');
    expect(screen.getByText('Leave blank to keep the current image')).toBeInTheDocument();
    expect(screen.getByAltText('Current product image')).toHaveAttribute('src', `${API}/uploads/products/cup.webp`);
    expect(screen.getByRole('button', { name: 'Delete Product' })).toHaveStyle(`background-color: ${theme.colors.destructive}`);
  });

  it('updates without a new image: product_id and fields, Updating Product..., toast, back to the dashboard', async () => {
    serveProduct();
    let sent: FormData | undefined;
    let release: () => void = () => {};
    server.use(
      http.patch(`${API}/api/product/update`, async ({ request }) => {
        sent = await request.formData();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ msg: 'Product updated', product: aProduct({ price: 14 }) });
      }),
    );
    const { user } = renderEdit();
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '14');
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'South Korea');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('button', { name: 'Updating Product...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    expect(screen.getByText('Your product has been successfully updated.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
    expect(sent?.get('product_id')).toBe('5');
    expect(sent?.get('price')).toBe('14');
    expect(sent?.get('stock')).toBe('4');
    expect(sent?.get('country')).toBe('South Korea');
    expect(sent?.has('productImg')).toBe(false);
  });

  it('sends a newly chosen image as productImg', async () => {
    serveProduct();
    let sent: FormData | undefined;
    server.use(
      http.patch(`${API}/api/product/update`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ msg: 'ok', product: aProduct() });
      }),
    );
    const { user } = renderEdit();
    await user.upload(await screen.findByLabelText('Product Image'), imageFile('new.png'));
    expect(screen.getByAltText('Preview of the chosen product image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    expect((sent?.get('productImg') as File).name).toBe('new.png');
  });

  it("shows the server's msg when the update is refused, else the spec text, and stays", async () => {
    serveProduct();
    server.use(http.patch(`${API}/api/product/update`, () => HttpResponse.json({ msg: 'You do not own this product' }, { status: 403 }), { once: true }));
    const { user } = renderEdit();
    await screen.findByLabelText('Product Name');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('You do not own this product')).toBeInTheDocument();

    server.use(http.patch(`${API}/api/product/update`, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('An error occurred while updating the product')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('validates like the add form', async () => {
    serveProduct();
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Product Name'));
    await user.clear(screen.getByLabelText('Country'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
  });

  it('asks before deleting; Cancel deletes nothing', async () => {
    serveProduct();
    let requests = 0;
    server.use(http.delete(`${API}/api/product/delete`, () => (requests++, HttpResponse.json({ msg: 'ok' }))));
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete Product' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('deletes after confirmation, toasts and returns to the dashboard', async () => {
    serveProduct();
    let body: unknown;
    server.use(
      http.delete(`${API}/api/product/delete`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ msg: 'Product deleted' });
      }),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete Product' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Product' }));

    expect(await screen.findByText('Product Deleted')).toBeInTheDocument();
    expect(screen.getByText('Your product has been successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
    expect(body).toEqual({ product_id: 5 });
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
  });

  it("shows the server's msg or the spec text when deleting fails", async () => {
    serveProduct();
    server.use(http.delete(`${API}/api/product/delete`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete Product' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Product' }));

    expect(await screen.findByText('An error occurred while deleting the product')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toBeInTheDocument();
  });

  it('a product that cannot be loaded: Error, Failed to load product details, then /store/profile', async () => {
    server.use(http.get(`${API}/api/product/99`, () => HttpResponse.json({ msg: 'Product not found' }, { status: 404 })));
    renderEdit('99');

    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
  });

  it("another store's product is not opened for editing", async () => {
    serveProduct(aProduct({ store_id: 999, store_name: 'rival' }));
    renderEdit();

    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
    expect(screen.queryByLabelText('Product Name')).not.toBeInTheDocument();
  });

  it('an id that is not a number is treated as not found', async () => {
    renderEdit('abc');
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
  });
  it('has no accessibility violations', async () => {
    serveProduct();
    const { container } = renderEdit();
    await screen.findByLabelText('Product Name');
    expect(await axe(container)).toHaveNoViolations();
  });
});
