/**
 * The customer pages in Spanish, Arabic and Japanese: texts, plurals by each language's rules,
 * numbers and country names in the shopper's language (the API still gets its English names),
 * toasts and validation messages, and a language change re-rendering a page that is open.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from 'shared-ui';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeCartItem, makeProduct, makeStore } from './test/fixtures';
import { renderApp } from './test/renderApp';

const server = startMockApi();

const tea = makeProduct({ product_id: 1, name: 'Matcha Tea Set', stock: 3, country: 'Japan' });
const store = makeStore({ store_id: 10, store_name: 'kyoto_crafts' });
const number = (language: string, value: number) => new Intl.NumberFormat(language).format(value);

function storeApi(followers: number) {
  return [
    http.get(`${TEST_API_URL}/api/store/:name`, ({ params }) =>
      params.name === store.store_name ? HttpResponse.json(store) : HttpResponse.json({ msg: 'Store not found' }, { status: 404 }),
    ),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json([])),
    http.get(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ followers_count: followers, msg: 'Not followed' })),
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])),
  ];
}

function productsApi(requests: URLSearchParams[] = []) {
  return http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: [tea], next_cursor: null });
  });
}

async function speak(language: 'en' | 'es' | 'ar' | 'ja') {
  await act(() => i18n.changeLanguage(language));
}

afterEach(async () => {
  await speak('en');
});

describe('store page', () => {
  it.each([
    ['es', 1, '1 seguidor'],
    ['es', 1000000, `${number('es', 1000000)} seguidores`],
    ['ar', 2, 'متابعان'],
    ['ar', 3, `${number('ar', 3)} متابعين`],
    ['ar', 11, `${number('ar', 11)} متابعًا`],
    ['ja', 4, `フォロワー ${number('ja', 4)}人`],
  ] as const)('%s: %d followers read "%s"', async (language, followers, text) => {
    await speak(language);
    server.use(...storeApi(followers));
    renderApp('/store/kyoto_crafts');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Arabic: the actions, the empty store, and a guest asked to log in to follow', async () => {
    await speak('ar');
    server.use(...storeApi(0));
    const { user } = renderApp('/store/kyoto_crafts');
    expect(await screen.findByRole('link', { name: 'تواصل مع المتجر' })).toHaveAttribute('href', '/chat/kyoto_crafts');
    expect(await screen.findByText('لا توجد منتجات في هذا المتجر بعد.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تابِع المتجر' }));
    expect(await screen.findByText('يلزم تسجيل الدخول')).toBeInTheDocument();
    expect(screen.getByText('يُرجى تسجيل الدخول لمتابعة المتاجر')).toBeInTheDocument();
  });

  it('Japanese: a missing store leads back to the shop', async () => {
    await speak('ja');
    server.use(...storeApi(0));
    renderApp('/store/nobody');
    expect(await screen.findByText('ストアが見つかりません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ショップに戻る' })).toHaveAttribute('href', '/shop');
  });
});

describe('shop', () => {
  it('Japanese: country names in Japanese, in Japanese order; the API still gets the English name', async () => {
    await speak('ja');
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    const { user, location } = renderApp('/shop');
    expect(await screen.findByRole('heading', { name: '商品一覧' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('商品名、説明、ストア名で検索...')).toBeInTheDocument();
    const select = screen.getByLabelText('国') as HTMLSelectElement;
    const options = [...select.options];
    expect(options[0]).toMatchObject({ value: '', text: 'すべての国' });
    expect(options.find((option) => option.value === 'Japan')?.text).toBe('日本');
    const labels = options.slice(1).map((option) => option.text);
    // The generated table's order (kana reading), not this runtime's collation.
    expect(labels.slice(0, 3)).toEqual(['アイスランド', 'アイルランド', 'アゼルバイジャン']);
    expect(labels).toHaveLength(195);

    await user.selectOptions(select, '日本');
    await waitFor(() => expect(location()).toBe('/shop?country=Japan'));
    await waitFor(() => expect(requests[requests.length - 1].get('country')).toBe('Japan'));

    await user.type(screen.getByLabelText('最低価格'), '-5');
    expect(await screen.findByText('0以上の価格を入力してください')).toBeInTheDocument();
  });

  it('a language change re-renders the open page', async () => {
    server.use(productsApi());
    renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Shop Products' })).toBeInTheDocument();
    await speak('es');
    expect(await screen.findByRole('heading', { name: 'Todos los productos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeInTheDocument();
    await speak('en');
    expect(await screen.findByRole('heading', { name: 'Shop Products' })).toBeInTheDocument();
  });
});

describe('product page', () => {
  it('Arabic: country, stock count and a guest asked to log in', async () => {
    await speak('ar');
    server.use(http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json(tea)));
    const { user } = renderApp('/product/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matcha Tea Set' })).toBeInTheDocument();
    expect(screen.getByText('اليابان')).toBeInTheDocument();
    expect(screen.getByText(`متوفر (${number('ar', 3)} قطع)`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect(await screen.findByText('يلزم تسجيل الدخول')).toBeInTheDocument();
    expect(screen.getByText('يُرجى تسجيل الدخول لإضافة منتجات إلى سلتك')).toBeInTheDocument();
  });

  it('Spanish: one in stock, and the location dialog checks the field in Spanish', async () => {
    await speak('es');
    server.use(
      http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json({ ...tea, stock: 1 })),
      http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])),
    );
    const { user } = renderApp('/product/1', { token: customerToken() });
    expect(await screen.findByText('En existencia (1 disponible)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar al vendedor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingresa tu ubicación' });
    expect(within(dialog).getByPlaceholderText('Ingresa tu país y tu ubicación completa')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('La ubicación completa es obligatoria')).toBeInTheDocument();
  });
});

describe('cart', () => {
  it('Spanish: the empty cart', async () => {
    await speak('es');
    server.use(http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])));
    renderApp('/cart', { token: customerToken() });
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/shop');
  });

  it('Japanese: lines, the country in Japanese and the item count', async () => {
    await speak('ja');
    server.use(
      http.get(`${TEST_API_URL}/api/cart`, () =>
        HttpResponse.json([makeCartItem({ cart_id: 1, name: 'Matcha Tea Set', quantity: 2, country: 'Japan', store_name: 'kyoto_crafts', full_location: 'Berlin' })]),
      ),
    );
    renderApp('/cart', { token: customerToken() });
    const line = await screen.findByRole('listitem', { name: 'Matcha Tea Set' });
    // The store's name is isolated (<bdi>) from the text around it.
    expect(within(line).getByText('kyoto_crafts').parentElement).toHaveTextContent('kyoto_crafts · 日本');
    expect(within(line).getByText('お届け先：Berlin')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Matcha Tea Setを削除' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '注文内容' });
    expect(within(summary).getByText('点数').nextElementSibling).toHaveTextContent('2点');
    expect(within(summary).getByRole('button', { name: 'レジに進む' })).toBeEnabled();
  });
});

describe('sign-up', () => {
  it('Arabic: labels, links and validation messages', async () => {
    await speak('ar');
    const { user } = renderApp('/register');
    const submit = await screen.findByRole('button', { name: 'إنشاء حساب' });
    expect(screen.getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/login');
    await user.click(submit);
    expect(await screen.findByText('اسم المستخدم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('الموقع الكامل مطلوب')).toBeInTheDocument();
  });
});

describe('home', () => {
  it('Japanese: the tagline and the calls to action', async () => {
    await speak('ja');
    server.use(productsApi());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '世界で探して、地元で買おう' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '新着商品' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Matcha Tea Set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '出品者になる' })).toHaveAttribute('href', '/store/register');
  });
});
