/**
 * This remote's page description (what its build publishes as pages.json) and the pages its
 * `./routes` module exposes cannot drift apart: every page described is exposed, and every page
 * exposed is described. Its menu labels exist in every language and its links lead to its pages.
 */
import { publishedPages } from 'shared-api/testing';
import pages from './pages';
import routes from './routes';

describe('the seller remote\'s page description', () => {
  const published = publishedPages(pages, __dirname);

  it('describes exactly the pages ./routes exposes', () => {
    expect(published.pages.map((page) => page.path).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('is published under its federation name', () => {
    expect(published.remote).toBe('seller');
  });

  it('links its menu entries to pages of its own, for identities it knows', () => {
    const kinds = ['guest', ...published.identities.map((identity) => identity.kind)];
    for (const entry of published.menus) {
      expect(published.pages.some((page) => page.path === entry.to)).toBe(true);
      expect(kinds).toContain(entry.identity);
    }
  });
});
