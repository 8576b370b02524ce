import { axe } from 'jest-axe';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { imageFile, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreRegisterPage from '../components/StoreRegisterPage';

function renderRegister() {
  return renderPage(<StoreRegisterPage />, { path: '/store/register', session: null });
}

async function fillValidForm(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(screen.getByLabelText('Store Name'), 'acme');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Full Location'), 'Japan, Tokyo, 1-2-3 Shibuya');
  await user.type(screen.getByLabelText('Bio'), 'Hand-made tea cups');
  await user.upload(screen.getByLabelText('Store Image'), imageFile('shop.png'));
}

describe('Store register (/store/register)', () => {
  it('names the browser tab after the page', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Register Your Store' })).toBeInTheDocument();
    expect(document.title).toBe('Register Your Store — Global Marketplace');
  });

  it('requires every field and sends nothing while any is missing', async () => {
    let requests = 0;
    server.use(http.post(`${API}/api/store/reg`, () => (requests++, HttpResponse.json({ msg: 'ok' }, { status: 201 }))));
    const { user } = renderRegister();

    await user.click(screen.getByRole('button', { name: 'Register Store' }));

    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Full location is required')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();
    expect(screen.getByText('Store image is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Store Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  it('accepts image files only and previews the chosen picture', async () => {
    const { user } = renderRegister();
    const input = screen.getByLabelText('Store Image');
    expect(input).toHaveAttribute('accept', 'image/*');

    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Register Store' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen store image')).not.toBeInTheDocument();

    await user.upload(input, imageFile('shop.png'));
    const preview = await screen.findByAltText('Preview of the chosen store image');
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(screen.queryByText(/Please choose an image file/)).not.toBeInTheDocument());
  });

  it('revokes the previous preview when another picture is chosen', async () => {
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    const { user } = renderRegister();
    const input = screen.getByLabelText('Store Image');

    await user.upload(input, imageFile('first.png'));
    const firstUrl = (await screen.findByAltText('Preview of the chosen store image')).getAttribute('src');
    await user.upload(input, imageFile('second.png'));

    await waitFor(() => expect(revoke).toHaveBeenCalledWith(firstUrl));
    expect(screen.getByAltText('Preview of the chosen store image').getAttribute('src')).not.toBe(firstUrl);
    revoke.mockRestore();
  });

  it('sends the spec fields as multipart, toasts success and goes to /store/login', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${API}/api/store/reg`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ msg: 'Store registered' }, { status: 201 });
      }),
    );
    const { user } = renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Register Store' }));

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/login');
    expect(sent?.get('store_name')).toBe('acme');
    expect(sent?.get('password')).toBe('correct horse');
    expect(sent?.get('full_location')).toBe('Japan, Tokyo, 1-2-3 Shibuya');
    expect(sent?.get('bio')).toBe('Hand-made tea cups');
    expect((sent?.get('storeImg') as File).name).toBe('shop.png');
  });

  it('shows Registering... while the request is under way', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/api/store/reg`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ msg: 'ok' }, { status: 201 });
      }),
    );
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Store' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
  });

  it("shows the server's msg under Registration Failed and keeps the form", async () => {
    server.use(http.post(`${API}/api/store/reg`, () => HttpResponse.json({ msg: 'That store name is taken' }, { status: 409 })));
    const { user } = renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Register Store' }));

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('That store name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Store Name')).toHaveValue('acme');
    expect(screen.getByLabelText('Bio')).toHaveValue('Hand-made tea cups');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no msg', async () => {
    server.use(http.post(`${API}/api/store/reg`, () => HttpResponse.error()));
    const { user } = renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Register Store' }));

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during registration')).toBeInTheDocument();
  });

  it('links to store login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Store Login' })).toHaveAttribute('href', '/store/login');
  });
  it('has no accessibility violations, errors shown', async () => {
    const { user, container } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register Store' }));
    await screen.findByText('Store name is required');
    expect(await axe(container)).toHaveNoViolations();
  });
});
