import { axe } from 'jest-axe';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aProduct } from '../../../test/fixtures';
import { imageFile, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import AddProductPage from '../components/AddProductPage';

function renderAdd() {
  return renderPage(<AddProductPage />, { path: '/store/add-product' });
}

async function fillValidForm(user: ReturnType<typeof renderAdd>['user']) {
  await user.type(screen.getByLabelText('Product Name'), 'Tea cup');
  await user.type(screen.getByLabelText('Description'), 'Hand-thrown stoneware');
  await user.type(screen.getByLabelText('Price'), '12.5');
  await user.type(screen.getByLabelText('Stock'), '3');
  await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
  await user.upload(screen.getByLabelText('Product Image'), imageFile('cup.png'));
}

describe('Add Product (/store/add-product)', () => {
  it('names the browser tab after the page', async () => {
    renderAdd();
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(document.title).toBe('Add New Product — Global Marketplace');
  });

  it('shows the spec form: price step 0.01 and a country dropdown starting at "Select a country"', () => {
    renderAdd();
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.01');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Select a country');
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(190);
    expect(within(country).getByRole('option', { name: 'Zimbabwe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('requires every field, image included, and sends nothing', async () => {
    let requests = 0;
    server.use(http.post(`${API}/api/product/add`, () => (requests++, HttpResponse.json({}, { status: 201 }))));
    const { user } = renderAdd();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a country')).toBeInTheDocument();
    expect(screen.getByText('Product image is required')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('refuses a price with more than 2 decimals, a fractional stock and a non-image file', async () => {
    const { user } = renderAdd();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '12.345');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '2.5');
    await user.upload(screen.getByLabelText('Product Image'), new File(['<svg/>'], 'logo.txt', { type: 'text/plain' }));

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
  });

  it('sends the spec multipart fields, shows Adding Product..., toasts and returns to the dashboard', async () => {
    let sent: FormData | undefined;
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/api/product/add`, async ({ request }) => {
        sent = await request.formData();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ msg: 'Product added', product: aProduct() }, { status: 201 });
      }),
    );
    const { user } = renderAdd();
    await fillValidForm(user);
    expect(screen.getByAltText('Preview of the chosen product image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('button', { name: 'Adding Product...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    expect(screen.getByText('Your product has been successfully added.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
    expect(sent?.get('name')).toBe('Tea cup');
    expect(sent?.get('desc')).toBe('Hand-thrown stoneware');
    expect(sent?.get('price')).toBe('12.5');
    expect(sent?.get('stock')).toBe('3');
    expect(sent?.get('country')).toBe('Japan');
    expect((sent?.get('productImg') as File).name).toBe('cup.png');
  });

  it("shows the server's msg on failure and keeps the form", async () => {
    server.use(http.post(`${API}/api/product/add`, () => HttpResponse.json({ msg: 'The image is not a picture' }, { status: 415 })));
    const { user } = renderAdd();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('The image is not a picture')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toHaveValue('Tea cup');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no msg', async () => {
    server.use(http.post(`${API}/api/product/add`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdd();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('An error occurred while adding the product')).toBeInTheDocument();
  });
  it('has no accessibility violations', async () => {
    const { container } = renderAdd();
    expect(await axe(container)).toHaveNoViolations();
  });
});
