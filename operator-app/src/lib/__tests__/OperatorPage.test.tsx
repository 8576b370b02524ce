/** A console page's title with a value: its heading isolates the value in Arabic, the tab's title does not. */
import { act, screen } from '@testing-library/react';
import { SITE_NAME } from 'shared-api/remote-routes';
import { defineMessages, i18n } from 'shared-ui';
import { renderPage } from '../../test/render';
import { OperatorPage } from '../OperatorPage';

// A title with a value, as a page's messages would hold it (no page of the console has one yet).
const titled = defineMessages('test.operatorPage', {
  en: () => import('./fixtures/locales/en.json'),
  es: () => import('./fixtures/locales/en.json'),
  ar: () => import('./fixtures/locales/ar.json'),
  ja: () => import('./fixtures/locales/en.json'),
});

const renderTitled = () =>
  renderPage(
    <OperatorPage messages={titled} titleKey="storeProducts" titleValues={{ storeName: 'tokyo-goods' }}>
      {null}
    </OperatorPage>,
    { path: '/operator/products' },
  );

beforeEach(() => {
  document.title = SITE_NAME;
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it('in Arabic names the tab with no isolate around the store’s name; the heading keeps it', async () => {
  await act(() => i18n.changeLanguage('ar'));
  renderTitled();
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('منتجات \u2068tokyo-goods\u2069');
  expect(document.title).toBe('منتجات tokyo-goods — Global Marketplace');
  expect(document.title).not.toMatch(/[\u2066-\u2069]/);
});

it('follows a language switch, the value kept', async () => {
  renderTitled();
  await screen.findByRole('heading', { level: 1, name: 'Products of tokyo-goods' });
  expect(document.title).toBe('Products of tokyo-goods — Global Marketplace');
  await act(() => i18n.changeLanguage('ar'));
  expect(await screen.findByRole('heading', { level: 1, name: /منتجات/ })).toBeInTheDocument();
  expect(document.title).toBe('منتجات tokyo-goods — Global Marketplace');
});
