import { pageVariant } from '../pageVariant';
import { sitemapAlternates } from '../sitemapAlternates';

describe('pageVariant: what a guest’s page depends on besides its URL (the page cache’s key)', () => {
  const key = (url: string, cookie?: string) => url + pageVariant(url, cookie);

  it('differs by the currency cookie, and by the ship-to cookie', () => {
    expect(key('/shop', 'currency=JPY')).not.toBe(key('/shop', 'currency=EUR'));
    expect(key('/shop', 'currency=JPY')).not.toBe(key('/shop'));
    expect(key('/shop', 'ship_to=Japan')).not.toBe(key('/shop'));
    expect(key('/shop', 'currency=jpy')).toBe(key('/shop', 'currency=JPY'));
  });

  it('the URL keeps its own ?currency= and language prefix apart', () => {
    expect(key('/shop?currency=JPY')).not.toBe(key('/shop'));
    expect(key('/es/shop')).not.toBe(key('/shop'));
  });

  it('the lang cookie matters for an unprefixed address (its visitors are redirected), not a prefixed one', () => {
    expect(key('/shop', 'lang=es')).not.toBe(key('/shop'));
    expect(key('/es/shop', 'lang=ar')).toBe(key('/es/shop'));
    expect(key('/fr/shop', 'lang=es')).toBe(key('/fr/shop'));
  });

  it('ignores other cookies, and is the same for the same inputs', () => {
    expect(key('/shop', 'theme=dark; currency=EUR')).toBe(key('/shop', 'currency=EUR; _ga=1'));
    expect(pageVariant('/shop', undefined)).toBe(pageVariant('/shop', ''));
  });

  it('bounds what a cookie can add to the key', () => {
    expect(pageVariant('/shop', `ship_to=${'x'.repeat(5000)}`).length).toBeLessThan(200);
  });
});

describe('sitemapAlternates: a page’s address in every language for the sitemap', () => {
  it('gives each language and x-default (English), from a path with or without a prefix', () => {
    const expected = [
      { lang: 'en', url: 'https://shop.example/product/7' },
      { lang: 'es', url: 'https://shop.example/es/product/7' },
      { lang: 'ar', url: 'https://shop.example/ar/product/7' },
      { lang: 'ja', url: 'https://shop.example/ja/product/7' },
      { lang: 'x-default', url: 'https://shop.example/product/7' },
    ];
    expect(sitemapAlternates('https://shop.example', '/product/7')).toEqual(expected);
    expect(sitemapAlternates('https://shop.example/', '/es/product/7')).toEqual(expected);
  });

  it('home and a query', () => {
    expect(sitemapAlternates('https://shop.example', '/').map(({ url }) => url)).toEqual([
      'https://shop.example/',
      'https://shop.example/es',
      'https://shop.example/ar',
      'https://shop.example/ja',
      'https://shop.example/',
    ]);
    expect(sitemapAlternates('https://shop.example', '/shop?q=tea')[1].url).toBe('https://shop.example/es/shop?q=tea');
  });
});
