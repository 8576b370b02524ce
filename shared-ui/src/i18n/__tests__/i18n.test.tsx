import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n } from '../instance';
import { defineMessages } from '../messages';
import { localizedPath, splitLanguagePrefix } from '../languages';
import { useTranslation } from '../useTranslation';

// Compiled as the build compiles message files (scripts/messages): Spanish lacks "followers". The
// fixture has English and Spanish only.
const greetings = defineMessages('test.greetings', {
  en: () => import('./fixtures/locales/en.json'),
  es: () => import('./fixtures/locales/es.json'),
  ar: () => import('./fixtures/locales/en.json'),
  ja: () => import('./fixtures/locales/en.json'),
});

function Greeting({ count }: { count: number }) {
  const { t } = useTranslation(greetings);
  return (
    <p>
      {t('hello')} · {t('followers', { count })}
    </p>
  );
}

describe('messages beside their feature', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('loads a namespace when first shown and re-renders on a language change, English filling gaps', async () => {
    render(
      <Suspense fallback="loading">
        <Greeting count={1} />
      </Suspense>,
    );
    expect(await screen.findByText('Hello · 1 follower')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('Hola · 1 follower')).toBeInTheDocument();
  });

  it('plural forms follow the language rules', async () => {
    await i18n.loadNamespaces(greetings);
    expect(i18n.translator(greetings, 'en')('followers', { count: 2 })).toBe('2 followers');
  });
});

describe('language prefixes', () => {
  it.each([
    ['/shop', 'en', '/shop'],
    ['/es/shop', 'es', '/shop'],
    ['/ar', 'ar', '/'],
    ['/ja/store/tokyo_crafts', 'ja', '/store/tokyo_crafts'],
    ['/en/shop', 'en', '/en/shop'],
    ['/fr/shop', 'en', '/fr/shop'],
    ['/esx', 'en', '/esx'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it('English keeps the spec paths', () => {
    expect(localizedPath('/shop', 'en')).toBe('/shop');
    expect(localizedPath('/shop', 'ar')).toBe('/ar/shop');
    expect(localizedPath('/', 'ja')).toBe('/ja');
  });
});
