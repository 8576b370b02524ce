import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n } from '../instance';
import { defineMessages } from '../messages';
import { usePlainTranslation } from '../usePlainTranslation';
import { useTranslation } from '../useTranslation';

const bidi = defineMessages('test.bidi', {
  en: () => import('./fixtures/bidi/locales/en.json'),
  es: () => import('./fixtures/bidi/locales/en.json'),
  ar: () => import('./fixtures/bidi/locales/ar.json'),
  ja: () => import('./fixtures/bidi/locales/en.json'),
});

/** A line laid out on the page (`t`) and what a tab's title would say (`usePlainTranslation`). */
function Added({ name }: { name: string }) {
  const { t } = useTranslation(bidi);
  const plainT = usePlainTranslation(bidi);
  return (
    <>
      <p>{t('added', { name })}</p>
      <output>{plainT('added', { name })}</output>
    </>
  );
}

const ISOLATES = /[\u2066-\u2069]/;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it('leaves the values of an Arabic message bare, where `t` isolates them, and follows a language change', async () => {
  await act(() => i18n.changeLanguage('ar'));
  render(
    <Suspense fallback="loading">
      <Added name="Notebook (A5)" />
    </Suspense>,
  );
  const plain = await screen.findByRole('status');
  expect(plain).toHaveTextContent('تمت إضافة Notebook (A5) إلى سلتك', { normalizeWhitespace: false });
  expect(plain.textContent).not.toMatch(ISOLATES);
  expect(screen.getByRole('paragraph').textContent).toBe('تمت إضافة \u2068Notebook (A5)\u2069 إلى سلتك');

  await act(() => i18n.changeLanguage('en'));
  expect(await screen.findByRole('status')).toHaveTextContent('Notebook (A5) was added to your cart');
});
