/**
 * The home page's head in the page's language: title, description and the JSON-LD (inLanguage, the
 * page's URL in that language), English unchanged.
 */
import { makeStore, type RootState } from 'shared-api';
import type { HeadContext } from 'shared-api/remote-routes';
import { homeHead } from '../homeHead';

const siteUrl = 'https://shop.example';

function context(state: RootState, language: HeadContext['language'], params: HeadContext['params'] = {}, search = ''): HeadContext {
  return { state, params, search: new URLSearchParams(search), siteUrl, language };
}


describe('home head', () => {
  it.each([
    ['en', 'Global Marketplace — Shop Globally, Buy Locally', `${siteUrl}/`],
    ['es', 'Global Marketplace — Compra global, compra local', `${siteUrl}/es`],
    ['ja', 'Global Marketplace — 世界で探して、地元で買おう', `${siteUrl}/ja`],
  ] as const)('%s', async (language, title, url) => {
    const head = await homeHead(context(makeStore().getState(), language));
    expect(head.title).toBe(title);
    expect(head.structuredData?.[0]).toMatchObject({ '@type': 'WebSite', inLanguage: language, url });
  });
});
