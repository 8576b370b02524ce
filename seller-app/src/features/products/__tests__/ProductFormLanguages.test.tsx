import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from 'shared-ui';
import { aProduct } from '../../../test/fixtures';
import { imageFile, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import AddProductPage from '../components/AddProductPage';
import EditProductPage from '../components/EditProductPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Add Product in other languages', () => {
  it('Spanish: labels, and country names in Spanish (A–Z in Spanish) whose values stay the English names', async () => {
    await act(() => i18n.changeLanguage('es'));
    let sent: FormData | undefined;
    server.use(
      http.post(`${API}/api/product/add`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(aProduct(), { status: 201 });
      }),
    );
    const { user } = renderPage(<AddProductPage />, { path: '/store/add-product' });
    expect(screen.getByRole('heading', { name: 'Agregar un producto nuevo' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'País' });
    const options = within(country).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Selecciona un país');
    const germany = within(country).getByRole('option', { name: 'Alemania' });
    expect(germany).toHaveValue('Germany');
    const labels = options.slice(1).map((option) => option.textContent ?? '');
    expect(labels.slice(0, 3)).toEqual(['Afganistán', 'Albania', 'Alemania']);

    await user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    expect(await screen.findByText('El nombre del producto es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El precio es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un país', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('La imagen del producto es obligatoria')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre del producto'), 'Taza');
    await user.type(screen.getByLabelText('Descripción'), 'Gres');
    await user.type(screen.getByLabelText('Precio'), '12.5');
    await user.type(screen.getByLabelText('Existencias'), '3');
    await user.selectOptions(country, 'Japón');
    await user.upload(screen.getByLabelText('Imagen del producto'), imageFile('cup.png'));
    await user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    expect(await screen.findByText('Producto agregado')).toBeInTheDocument();
    expect(sent?.get('country')).toBe('Japan');
  });

  it("the image picker speaks the page's language, not the browser's, and names the chosen file", async () => {
    await act(() => i18n.changeLanguage('es'));
    const { user } = renderPage(<AddProductPage />, { path: '/store/add-product' });
    const picker = screen.getByLabelText('Imagen del producto');
    const box = picker.parentElement as HTMLElement;
    expect(box).toHaveTextContent('Elegir imagenNinguna imagen elegida');

    await user.upload(picker, imageFile('taza-azul.png'));
    expect(box).toHaveTextContent('Elegir imagentaza-azul.png');
  });

  it('an image picker with an error tells it with the input, which the form marks invalid', async () => {
    const { user } = renderPage(<AddProductPage />, { path: '/store/add-product' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product image is required')).toBeInTheDocument();
    const picker = screen.getByLabelText('Product Image');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('Product image is required');
    expect(picker.parentElement).toHaveTextContent('Choose imageNo image chosen');
  });

  it('Arabic: the price limit is worded in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { user } = renderPage(<AddProductPage />, { path: '/store/add-product' });
    expect(screen.getByRole('heading', { name: 'إضافة منتج جديد' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('السعر'), '12.345');
    await user.tab();
    expect(await screen.findByText('لا يمكن أن يحتوي السعر على أكثر من منزلتين عشريتين')).toBeInTheDocument();
  });
});

describe('Edit Product in Japanese', () => {
  it('shows the form and asks before deleting, in Japanese', async () => {
    await act(() => i18n.changeLanguage('ja'));
    server.use(http.get(`${API}/api/product/5`, () => HttpResponse.json(aProduct())));
    const { user } = renderPage(<EditProductPage />, { path: '/store/edit-product/:id', url: '/store/edit-product/5' });
    expect(screen.getByRole('heading', { name: '商品を編集' })).toBeInTheDocument();
    expect(screen.getByText('商品の詳細を読み込んでいます...')).toBeInTheDocument();
    expect(await screen.findByLabelText('商品名')).toHaveValue('Tea cup');
    expect(document.title).toBe('「Tea cup」を編集 — Global Marketplace');
    expect(screen.getByAltText('現在の商品画像')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '商品を削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '商品を削除' });
    expect(dialog).toHaveAccessibleDescription('この商品を削除してもよろしいですか？');
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
  });
});

describe('Edit Product in Arabic', () => {
  it('names the tab after the product with no isolate around its name', async () => {
    await act(() => i18n.changeLanguage('ar'));
    server.use(http.get(`${API}/api/product/5`, () => HttpResponse.json(aProduct())));
    renderPage(<EditProductPage />, { path: '/store/edit-product/:id', url: '/store/edit-product/5' });
    expect(await screen.findByDisplayValue('Tea cup')).toBeInTheDocument();
    expect(document.title).toBe('تعديل Tea cup — Global Marketplace');
    expect(document.title).not.toMatch(/[\u2066-\u2069]/);
  });
});
