/** Every page exposed names the browser tab in the page's language, and follows a language switch. */
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SITE_NAME } from 'shared-api/remote-routes';
import { mockOperatorApi } from 'shared-api/testing';
import { i18n, type Language } from 'shared-ui';
import { renderPage, type Visitor } from './test/render';
import { server } from './test/server';
import routes from './routes';

/** A page as the remote exposes it (loaded lazily). */
function pageAt(path: string) {
  const Page = routes.find((route) => route.path === path)!.Component;
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}

beforeEach(() => {
  server.use(...mockOperatorApi().handlers);
  // What the shell leaves on a navigation: the brand alone, until the page names itself.
  document.title = SITE_NAME;
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it.each<[path: string, heading: string, title: string, as: Visitor]>([
  ['/operator/login', 'Operator Login', 'Operator Login — Global Marketplace', 'guest'],
  ['/operator', 'Overview', 'Overview — Global Marketplace', 'operator'],
  ['/operator/reports', 'Reports', 'Reports — Global Marketplace', 'operator'],
  ['/operator/stores', 'Stores', 'Stores — Global Marketplace', 'operator'],
  ['/operator/products', 'Products and reviews', 'Products and reviews — Global Marketplace', 'operator'],
  ['/operator/audit', 'Audit log', 'Audit log — Global Marketplace', 'operator'],
])('%s names the tab after its heading', async (path, heading, title, as) => {
  renderPage(pageAt(path), { path, as });
  await screen.findByRole('heading', { level: 1, name: heading });
  expect(document.title).toBe(title);
});

it.each<[path: string, language: Language, heading: string, title: string, as: Visitor]>([
  ['/operator/audit', 'ja', '監査ログ', '監査ログ — Global Marketplace', 'operator'],
  ['/operator/login', 'ar', 'دخول المشرف', 'دخول المشرف — Global Marketplace', 'guest'],
])('%s in %s names the tab in that language', async (path, language, heading, title, as) => {
  await act(() => i18n.changeLanguage(language));
  renderPage(pageAt(path), { path, as });
  await screen.findByRole('heading', { level: 1, name: heading });
  expect(document.title).toBe(title);
});

it('the tab’s name follows a language switch on the open page', async () => {
  renderPage(pageAt('/operator/stores'), { path: '/operator/stores' });
  await screen.findByRole('heading', { level: 1, name: 'Stores' });
  expect(document.title).toBe('Stores — Global Marketplace');
  await act(() => i18n.changeLanguage('ar'));
  await screen.findByRole('heading', { level: 1, name: 'المتاجر' });
  expect(document.title).toBe('المتاجر — Global Marketplace');
});
