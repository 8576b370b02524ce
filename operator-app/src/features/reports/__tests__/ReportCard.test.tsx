/**
 * A report's heading names its target in the page's language, from the API's target_detail (in
 * English exactly as target_summary reads), with names isolated in Arabic; products and stores link
 * to their public page, a review to its product's page at the reviews, under the page's language prefix;
 * a message has no public page.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from 'shared-api';
import type { Report } from 'shared-api/operator';
import { aReport, aTargetDetail } from 'shared-api/testing';
import { i18n, ThemeModeProvider } from 'shared-ui';
import { ReportCard } from '../components/ReportCard';

/** The card inside a router whose basename is the language prefix, as the shell's LanguageRouter sets it. */
async function renderCard(report: Report, prefix = '') {
  render(
    <Provider store={makeStore()}>
      <ThemeModeProvider initialMode="light">
        <MemoryRouter basename={prefix || '/'} initialEntries={[`${prefix}/operator/reports`]}>
          <Suspense>
            <ReportCard report={report} />
          </Suspense>
        </MemoryRouter>
      </ThemeModeProvider>
    </Provider>,
  );
  return screen.findByRole('heading', { level: 2 });
}

const FSI = '\u2068';
const PDI = '\u2069';
const isolated = (name: string) => `${FSI}${name}${PDI}`;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const product = aReport();
const productDown = aReport({ target_summary: 'Product "Tea bowl" by tokyo-goods (taken down)', target_detail: aTargetDetail({ taken_down: true }) });
const storeDown = aReport({ target_type: 'store', target_id: 10, target_summary: 'Store tokyo-goods (suspended)', target_detail: aTargetDetail({ name: 'tokyo-goods', product_id: null, by: null, taken_down: true }) });
const review = aReport({
  target_type: 'review', target_id: 40, target_summary: 'Review by bob of "Tea bowl" (1/5): Cracked on arrival',
  target_detail: aTargetDetail({ name: 'Tea bowl', product_id: 3, by: 'bob', rating: 1, excerpt: 'Cracked on arrival' }),
});
const reviewRemoved = aReport({
  target_type: 'review', target_id: 41, target_summary: 'Review by bob of "Tea bowl" (1/5) (removed): Cracked on arrival',
  target_detail: aTargetDetail({ name: 'Tea bowl', product_id: 3, by: 'bob', rating: 1, excerpt: 'Cracked on arrival', taken_down: true }),
});
const messageHidden = aReport({
  target_type: 'message', target_id: 7, target_summary: 'Message from tokyo-goods to alice (hidden): Pay me outside the site',
  target_detail: aTargetDetail({ name: null, product_id: null, by: 'tokyo-goods', to: 'alice', excerpt: 'Pay me outside the site', taken_down: true }),
});
const productGone = aReport({ target_summary: 'A product that no longer exists', target_detail: null });

describe('in English', () => {
  test.each<[string, Report, string]>([
    ['a product', product, 'Product'],
    ['a product taken down', productDown, 'Product'],
    ['a suspended store', storeDown, 'Store'],
    ['a review', review, 'Review'],
    ['a removed review', reviewRemoved, 'Review'],
    ['a hidden message', messageHidden, 'Message'],
    ['a product that no longer exists', productGone, 'Product'],
  ])('%s reads as the API’s target_summary', async (_case, report, badge) => {
    const heading = await renderCard(report);
    expect(heading.textContent).toBe(`${badge} ${report.target_summary}`);
  });

  test('a product links to its public page', async () => {
    await renderCard(product);
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/product/1');
  });

  test('a review links to its product’s page, at the reviews', async () => {
    await renderCard(review);
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/product/3#product-reviews');
  });

  test.each<[string, Report]>([
    ['a message', messageHidden],
    ['a review that no longer exists', aReport({ target_type: 'review', target_id: 40, target_detail: null })],
    ['a product that no longer exists', productGone],
  ])('%s has no public page link', async (_case, report) => {
    await renderCard(report);
    expect(screen.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();
  });

  test('a store links to its page by name', async () => {
    await renderCard(aReport({ target_type: 'store', target_id: 10, target_detail: aTargetDetail({ name: 'lima coffee', product_id: null, by: null }) }));
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/store/lima%20coffee');
  });
});

describe('in Arabic', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('ar'));
  });

  test('a taken-down product: an Arabic sentence, its names isolated, its state in Arabic words', async () => {
    const heading = await renderCard(productDown);
    const text = heading.textContent ?? '';
    expect(text).toContain(`المنتج «${isolated('Tea bowl')}» من ${isolated('tokyo-goods')}`);
    expect(text).toContain(`(${isolated('محجوب')})`);
    expect(text).not.toMatch(/Product|taken down/);
  });

  test('a hidden message: sender, recipient and its text isolated', async () => {
    const text = (await renderCard(messageHidden)).textContent ?? '';
    expect(text).toContain(`رسالة من ${isolated('tokyo-goods')} إلى ${isolated('alice')}`);
    expect(text).toContain(isolated('Pay me outside the site'));
    expect(text).toContain('مخفية');
    expect(text).not.toMatch(/Message from|hidden/);
  });

  test('a missing target is said in Arabic', async () => {
    expect((await renderCard(productGone)).textContent).toBe('منتج منتج لم يعد موجودًا');
  });

  test('a store links to its page under the language prefix', async () => {
    const heading = await renderCard(storeDown, '/ar');
    expect(heading.textContent).toContain(`المتجر ${isolated('tokyo-goods')}`);
    expect(heading.textContent).toContain('موقوف');
    expect(screen.getByRole('link', { name: 'عرض الصفحة العامة' })).toHaveAttribute('href', '/ar/store/tokyo-goods');
  });

  test('a review links to its product’s page under the language prefix', async () => {
    await renderCard(reviewRemoved, '/ar');
    expect(screen.getByRole('link', { name: 'عرض الصفحة العامة' })).toHaveAttribute('href', '/ar/product/3#product-reviews');
  });
});

test('in Spanish a removed review reads in Spanish', async () => {
  await act(() => i18n.changeLanguage('es'));
  expect((await renderCard(reviewRemoved)).textContent).toBe('Reseña Reseña de bob sobre «Tea bowl» (1/5) (eliminada): Cracked on arrival');
});

test('in Japanese a removed review reads in Japanese', async () => {
  await act(() => i18n.changeLanguage('ja'));
  expect((await renderCard(reviewRemoved)).textContent).toBe('レビュー bob による「Tea bowl」のレビュー（1/5）（削除済み）：Cracked on arrival');
});
