/**
 * Hydration adopts the server's HTML instead of replacing it. React drops a Suspense boundary's
 * server HTML and renders it afresh when that boundary gets new props while still waiting for its
 * code: the page flashes "Loading page...", its largest paint is counted again, and a click made in
 * between is lost (a link that is no longer in the document does nothing).
 */
import { uniqueName } from '../src/apiClient';
import { expect, signIn, test } from '../src/fixtures';

declare global {
  interface Window {
    /** Elements of the server's HTML that left the document, as `tag.class: text`. */
    __replacedServerElements: string[];
  }
}

/** Remembers every element of the server's HTML and records any that leaves the document. */
function watchServerHtml() {
  window.__replacedServerElements = [];
  const fromServer = new WeakSet<Node>();
  const describe = (node: Element) => `${node.tagName.toLowerCase()}.${node.getAttribute("class") ?? ""}: ${(node.textContent ?? '').slice(0, 60)}`;
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.body.querySelectorAll('*')) fromServer.add(element);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (fromServer.has(node) && !node.isConnected) window.__replacedServerElements.push(describe(node as Element));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

for (const visitor of ['guest', 'customer', 'guest in the dark theme', 'guest who chose euros and shipping to Japan'] as const) {
  test(`a ${visitor}'s public pages hydrate without replacing a single element of the server's HTML`, async ({ context, page, api, stack }) => {
    const store = await api.registerStore();
    const product = await api.addProduct(store.token, { name: uniqueName('Paper Lamp'), price: 30, stock: 4, country: 'Japan' });
    if (visitor === 'customer') await signIn(context, (await api.registerCustomer()).token);
    if (visitor === 'guest in the dark theme') await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    if (visitor === 'guest who chose euros and shipping to Japan') {
      await context.addCookies(['currency=EUR', 'ship_to=Japan'].map((pair) => {
        const [name, value] = pair.split('=');
        return { name, value, url: stack.shellUrl };
      }));
    }
    await context.addInitScript(watchServerHtml);
    for (const path of ['/', '/shop', `/product/${product.product_id}`, `/store/${store.name}`, '/es/shop', `/ar/store/${store.name}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__replacedServerElements), path).toEqual([]);
    }
  });
}
