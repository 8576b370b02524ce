import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { anInsights } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import { StoreInsightsPanel } from '../components/StoreInsightsPanel';

function serveInsights(answer = (days: number) => anInsights({ days })) {
  server.use(
    http.get(`${API}/api/store/insights`, async ({ request }) => {
      await delay(10);
      return HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('days'))));
    }),
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** As Intl writes it, with its no-break spaces as the plain ones toHaveTextContent compares. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const dayIn = (language: string, day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const LONG: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };

describe('Insights in other languages', () => {
  it('Arabic: the period switch, tiles, table (dates and dollars by Intl in Arabic) and top products', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveInsights(() => anInsights({ days: 30, orders: 17, units: 40, followers: 3, followers_total: 12 }));
    renderPage(<StoreInsightsPanel />, { path: '/store/profile' });
    expect(screen.getByText('جارٍ تحميل الإحصاءات...')).toBeInTheDocument();
    const period = screen.getByRole('group', { name: 'الفترة' });
    expect(within(period).getAllByRole('button').map((button) => button.textContent)).toEqual(['آخر 7 أيام', 'آخر 30 يومًا', 'آخر 90 يومًا']);
    const orders = await screen.findByText('الطلبات', { selector: 'dt' });
    expect(orders.previousElementSibling).toHaveTextContent(new Intl.NumberFormat('ar').format(17));
    expect(screen.getByText('متابعون جدد', { selector: 'dt' }).previousElementSibling).toHaveTextContent(`${new Intl.NumberFormat('ar', { signDisplay: 'always' }).format(3)}الإجمالي: ${new Intl.NumberFormat('ar').format(12)}`);
    expect(screen.getByRole('img', { name: /مخطط أعمدة لإيرادات كل يوم من آخر 30 يومًا/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'الإيرادات اليومية، آخر 30 يومًا' });
    const last = within(table).getAllByRole('row')[30];
    expect(within(last).getByRole('rowheader')).toHaveTextContent(plain(dayIn('ar', '2026-01-30', LONG)));
    // Intl's Arabic dollars, the "US$" isolated so that it is not torn apart in right-to-left text.
    expect(last).toHaveTextContent(plain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(49)).replace('US$', '\u2068US$\u2069'));
    expect(screen.getByRole('heading', { name: 'المنتجات الأكثر مبيعًا' })).toBeInTheDocument();
    expect(screen.getByText(`المباع: ${new Intl.NumberFormat('ar').format(3)}`)).toBeInTheDocument();
  });

  it('Japanese: days in Japanese, money in US dollars', async () => {
    await act(() => i18n.changeLanguage('ja'));
    serveInsights();
    renderPage(<StoreInsightsPanel />, { path: '/store/profile' });
    const table = await screen.findByRole('table', { name: '日別の売上（過去30日間）' });
    const last = within(table).getAllByRole('row')[30];
    expect(last).toHaveTextContent(plain(dayIn('ja', '2026-01-30', LONG)));
    expect(last).toHaveTextContent(plain(new Intl.NumberFormat('ja', { style: 'currency', currency: 'USD' }).format(49)));
    expect(screen.getByRole('button', { name: '過去7日間' })).toHaveAttribute('aria-pressed', 'false');
  });
});
