/**
 * Remotes own their pages: the shell (built once, never restarted here) learns a remote's pages,
 * guards and menu entries from the description the remote publishes with its build (pages.json).
 * A redeploy of the customer remote with a new page, and a further remote added by configuration
 * only, both appear in the browser and in the server's HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, header, test } from '../src/fixtures';
import { buildTestRemote } from '../src/buildTestRemote';
import { builds, freePort, manifestUrl, originOf, startShell, startStatic, writeRuntimeConfig, type ServerProcess } from '../src/processes';
import { rebuildCustomerRemote } from '../src/rebuildCustomerRemote';

const GIFT_CARDS = 'Gift cards for every store';
const HELP_CENTRE = 'Help centre for shoppers';

/** The customer remote with one more page, public and server rendered, and a guest menu entry for it. */
const giftCardsEdits = [
  {
    file: 'src/routes.tsx',
    from: "  { path: '/cart', Component: customerOnly(CartPage) },",
    to: `  { path: '/gift-cards', Component: () => <h1>${GIFT_CARDS}</h1> },\n  { path: '/cart', Component: customerOnly(CartPage) },`,
  },
  {
    file: 'src/pages.ts',
    from: "    { path: '/cart', access: 'customer' },",
    to: "    { path: '/gift-cards', access: 'public', serverRendered: true },\n    { path: '/cart', access: 'customer' },",
  },
  {
    file: 'src/pages.ts',
    from: '  menus: [',
    to: "  menus: [\n    { identity: 'guest', places: ['header', 'mobile'], to: '/gift-cards', icon: 'package', order: 5, label: { en: 'Gift Cards', es: 'Tarjetas regalo', ar: 'بطاقات الهدايا', ja: 'ギフトカード' } },",
  },
];

/** A further remote: a public page, a page for an identity kind it introduces, and a guest menu entry. */
const helpRemote = {
  name: 'help',
  pages: { '/help': HELP_CENTRE, '/help/desk': 'Help desk queue' },
  pagesSource: `const pages = {
  remote: 'help',
  identities: [{ kind: 'helpdesk', signInPath: '/help' }],
  pages: [
    { path: '/help', access: 'public' },
    { path: '/help/desk', access: 'helpdesk' },
  ],
  menus: [{ identity: 'guest', places: ['header', 'mobile'], to: '/help', icon: 'inbox', order: 15, labelKey: 'nav.help' }],
};

export default pages;
`,
  locales: { en: { nav: { help: 'Help' } }, es: { nav: { help: 'Ayuda' } }, ar: { nav: { help: 'المساعدة' } }, ja: { nav: { help: 'ヘルプ' } } },
};

async function serverHtml(shellUrl: string, pagePath: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${shellUrl}${pagePath}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

test('a redeployed remote with a new page and a remote added by configuration appear in the browser and the server HTML, without rebuilding or restarting the shell', async ({ page, stack }, testInfo) => {
  // Two real webpack production builds happen inside this test.
  test.setTimeout(900_000);
  const shellUrl = originOf(stack.spareShellPort);
  const configFile = testInfo.outputPath('shell-config.json');
  const shellBuild = readFileSync(path.join(builds.shell, 'main.js'));
  const servers: ServerProcess[] = [];
  let shell: ServerProcess | undefined;
  try {
    writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: { customer: manifestUrl(stack.customerUrl), seller: manifestUrl(stack.sellerUrl) } });
    shell = await startShell({ port: stack.spareShellPort, configFile, pagesFile: testInfo.outputPath('remote-pages.json') });
    expect((await serverHtml(shellUrl, '/gift-cards')).status).toBe(404);
    expect((await serverHtml(shellUrl, '/help')).status).toBe(404);

    const [giftCardsDist, helpDist] = await test.step('build the customer remote with a new page, and a further remote', async () => [
      await rebuildCustomerRemote(testInfo.outputPath('rebuild'), giftCardsEdits),
      await buildTestRemote(testInfo.outputPath('remotes'), helpRemote),
    ]);
    const customer = await startStatic({ name: 'customer-gift-cards', dir: giftCardsDist, port: await freePort() });
    servers.push(customer);
    const help = await startStatic({ name: 'help', dir: helpDist, port: await freePort() });
    servers.push(help);

    await test.step('redeploy the customer remote: its new page is in the server HTML and in the browser, with its menu entry', async () => {
      writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: { customer: manifestUrl(customer.url), seller: manifestUrl(stack.sellerUrl) } });
      await expect.poll(async () => (await serverHtml(shellUrl, '/gift-cards')).html.includes(GIFT_CARDS), { timeout: 30_000, intervals: [500] }).toBe(true);
      const rendered = await serverHtml(shellUrl, '/gift-cards');
      expect(rendered.status).toBe(200);
      expect(rendered.html).toContain('href="/gift-cards"');

      await page.goto(`${shellUrl}/`);
      await header(page).getByRole('link', { name: 'Gift Cards' }).click();
      await expect(page.getByRole('heading', { name: GIFT_CARDS })).toBeVisible();
      await page.goto(`${shellUrl}/es/`);
      await expect(header(page).getByRole('link', { name: 'Tarjetas regalo' })).toHaveAttribute('href', '/es/gift-cards');
    });

    await test.step('add a further remote by configuration only: its menu entry, page and guard appear', async () => {
      writeRuntimeConfig(configFile, {
        apiUrl: stack.apiUrl,
        remotes: { customer: manifestUrl(customer.url), seller: manifestUrl(stack.sellerUrl), help: manifestUrl(help.url) },
      });
      await expect.poll(async () => (await serverHtml(shellUrl, '/help')).status, { timeout: 30_000, intervals: [500] }).toBe(200);
      expect((await serverHtml(shellUrl, '/')).html).toContain('href="/help"');
      // Its guard, from its description: a guest is sent to the sign-in page it names.
      expect(await serverHtml(shellUrl, '/help/desk')).toMatchObject({ status: 302, location: '/help' });

      await page.goto(`${shellUrl}/`);
      await header(page).getByRole('link', { name: 'Help' }).click();
      await expect(page.getByRole('heading', { name: HELP_CENTRE })).toBeVisible();
      await page.goto(`${shellUrl}/help/desk`);
      await expect(page.getByRole('heading', { name: HELP_CENTRE })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Help desk queue' })).toHaveCount(0);
    });

    // The same shell server all along, from the same build.
    expect(shell.child.exitCode).toBeNull();
    expect(readFileSync(path.join(builds.shell, 'main.js'))).toEqual(shellBuild);
  } finally {
    await shell?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  }
});
