import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anOrderFull, anOrderPage } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { anOrder } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import { StoreOrderHistory } from '../components/StoreOrderHistory';
import StoreOrdersPage from '../components/StoreOrdersPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Orders in other languages', () => {
  it('Arabic: the orders tab, its filter, an order and the cancel dialog', async () => {
    await act(() => i18n.changeLanguage('ar'));
    server.use(
      http.get(`${API}/api/store/orders`, () =>
        HttpResponse.json(anOrderPage([anOrderFull({ order_id: 21, name: 'Tea cup', username: 'alice', quantity: 3, status: 'pending' }), anOrderFull({ order_id: 19, status: 'cancelled', cancelled_by: 'customer' })])),
      ),
    );
    const { user } = renderPage(<StoreOrderHistory />, { path: '/store/profile' });
    expect(screen.getByText('جارٍ تحميل الطلبات...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'الطلب رقم 21' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('الإجمالي')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'مراسلة' })).toHaveAttribute('href', '/store/chat/alice');
    expect(screen.getByText('ألغى العميل هذا الطلب.')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'عرض' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['كل الطلبات', 'قيد الانتظار', 'مكتملة', 'ملغاة']);

    await user.click(within(card).getByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد إلغاء الطلب رقم 21؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await within(dialog).findByText('يُرجى إخبار العميل بالسبب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء للعميل/), 'x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await within(dialog).findByText('يجب ألا يزيد السبب على 500 حرف')).toBeInTheDocument();
  });

  it('Spanish: the orders page, an empty list', async () => {
    await act(() => i18n.changeLanguage('es'));
    server.use(http.post(`${API}/api/order/see`, () => HttpResponse.json([])));
    renderPage(<StoreOrdersPage />, { path: '/store/orders' });
    expect(screen.getByRole('heading', { name: 'Pedidos de la tienda' })).toBeInTheDocument();
    expect(await screen.findByText('No se encontraron pedidos.')).toBeInTheDocument();
  });

  it('Japanese: a pending order and Mark as Completed', async () => {
    await act(() => i18n.changeLanguage('ja'));
    server.use(
      http.post(`${API}/api/order/see`, () => HttpResponse.json([anOrder({ order_id: 11 })])),
      http.post(`${API}/api/order/done`, () => HttpResponse.json({ msg: 'Order completed' })),
    );
    const { user } = renderPage(<StoreOrdersPage />, { path: '/store/orders' });
    expect(await screen.findByRole('heading', { name: '注文番号 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完了にする' }));
    expect(await screen.findByText('注文番号 11 を完了にしました。')).toBeInTheDocument();
  });
});
