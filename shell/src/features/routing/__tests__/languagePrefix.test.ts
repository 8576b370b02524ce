import { LANGUAGES, splitLanguagePrefix } from 'shared-ui';
import { languageRedirect, pathIn, pathLanguage, ROUTING_LANGUAGES } from '../languagePrefix';
import { shellRouteFor } from '../matchRoute';
import { testSite } from '../../../test/sitePages';

describe('language prefixes in the routing module (browser entry chunk and server alike)', () => {
  it('knows the same languages as shared-ui, and splits paths as splitLanguagePrefix does', () => {
    expect([...ROUTING_LANGUAGES]).toEqual([...LANGUAGES]);
    for (const path of ['/', '/shop', '/es', '/es/', '/es/shop', '/ar/product/7', '/ja/store/tokyo_crafts', '/en/shop', '/fr/shop', '/esp/shop', '/ES/shop']) {
      const { language, path: rest } = pathLanguage(path);
      expect({ language, path: rest }).toEqual(splitLanguagePrefix(path));
    }
  });

  it.each([
    ['/es/shop', 'customer', '/shop'],
    ['/es', 'customer', '/'],
    ['/ar/', 'customer', '/'],
    ['/ar/product/41', 'customer', '/product/:id'],
    ['/ja/store/tokyo_crafts', 'customer', '/store/:storeName'],
    ['/ja/store/login', 'seller', '/store/login'],
    ['/es/store/chat/alice', 'seller', '/store/chat/:username'],
    ['/ar/cart', 'customer', '/cart'],
  ])('%s -> %s %s', (pathname, remote, path) => {
    expect(shellRouteFor(testSite, pathname)?.route).toMatchObject({ remote, path });
  });

  it('gives the parameters without the prefix', () => {
    expect(shellRouteFor(testSite, '/es/store/caf%C3%A9')?.params).toEqual({ storeName: 'café' });
  });

  it('an unknown prefix, or English spelled out, is no page (the 404 page)', () => {
    expect(shellRouteFor(testSite, '/fr/shop')).toBeUndefined();
    expect(shellRouteFor(testSite, '/en/shop')).toBeUndefined();
    expect(shellRouteFor(testSite, '/es/no/such/page')).toBeUndefined();
  });

  it('tells the prefix to use as the router basename', () => {
    expect(pathLanguage('/ar/shop').prefix).toBe('/ar');
    expect(pathLanguage('/shop').prefix).toBe('');
  });
});

describe('languageRedirect: an unprefixed address for a visitor who chose another language', () => {
  it('goes to the same page in the cookie’s language, query kept', () => {
    expect(languageRedirect('/shop', '?q=tea', 'es')).toBe('/es/shop?q=tea');
    expect(languageRedirect('/', '', 'ar')).toBe('/ar');
    expect(languageRedirect('/product/7', '', 'ja')).toBe('/ja/product/7');
  });

  it('stays for English, no cookie, an unknown cookie value, or a prefixed address', () => {
    expect(languageRedirect('/shop', '', 'en')).toBeUndefined();
    expect(languageRedirect('/shop', '', undefined)).toBeUndefined();
    expect(languageRedirect('/shop', '', 'fr')).toBeUndefined();
    expect(languageRedirect('/es/shop', '', 'ar')).toBeUndefined();
    expect(languageRedirect('/fr/shop', '', 'es')).toBeUndefined();
  });

  it('pathIn puts a path in a language', () => {
    expect(pathIn('/shop', 'es')).toBe('/es/shop');
    expect(pathIn('/', 'ja')).toBe('/ja');
    expect(pathIn('/shop', 'en')).toBe('/shop');
  });
});
