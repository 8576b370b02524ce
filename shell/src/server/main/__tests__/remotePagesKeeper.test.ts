/**
 * @jest-environment node
 *
 * The server keeps each remote's last good page description: a remote that is down, or that
 * publishes a description that does not pass the check, leaves the last good copy in service
 * (with one clear log line, not one per poll).
 */
import { customerPages } from '../../../test/sitePages';
import { RemotePagesKeeper, type PagesFetcher } from '../remotePagesKeeper';

const REMOTES = { customer: 'http://customer.test/v1/mf-manifest.json' };

function keeperAnswering(answer: () => Response | Promise<Response>) {
  const log = jest.fn<void, [string]>();
  const urls: string[] = [];
  const fetchPages: PagesFetcher = async (url) => {
    urls.push(url);
    return answer();
  };
  return { keeper: new RemotePagesKeeper(log, fetchPages), log, urls };
}

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });

describe('RemotePagesKeeper', () => {
  it("reads pages.json beside each remote's manifest", async () => {
    const { keeper, urls } = keeperAnswering(() => json(customerPages));
    expect(await keeper.refresh(REMOTES)).toEqual({ customer: customerPages });
    expect(urls).toEqual(['http://customer.test/v1/pages.json']);
  });

  it('keeps the last good copy when the remote goes down, and logs it once', async () => {
    let down = false;
    const { keeper, log } = keeperAnswering(() => {
      if (down) throw new TypeError('fetch failed');
      return json(customerPages);
    });
    await keeper.refresh(REMOTES);
    down = true;
    expect(await keeper.refresh(REMOTES)).toEqual({ customer: customerPages });
    await keeper.refresh(REMOTES);
    const problems = log.mock.calls.filter(([line]) => line.includes('could not be read'));
    expect(problems).toEqual([['[shell] the page description of "customer" could not be read (fetch failed): the last good copy stays in service']]);
  });

  it('refuses bad JSON and a wrong shape, keeping the last good copy', async () => {
    let body = JSON.stringify(customerPages);
    const { keeper, log } = keeperAnswering(() => new Response(body, { status: 200 }));
    await keeper.refresh(REMOTES);

    body = '{"remote": "customer", "pages": [';
    expect(await keeper.refresh(REMOTES)).toEqual({ customer: customerPages });
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/the page description of "customer" at http:\/\/customer.test\/v1\/pages.json is refused \(.*JSON.*\): the last good copy stays in service/));

    body = JSON.stringify({ ...customerPages, menus: [{ ...customerPages.menus[0], label: { en: 'Shop' } }] });
    expect(await keeper.refresh(REMOTES)).toEqual({ customer: customerPages });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('menus[0].label must have a text in en, es, ar, ja'));
  });

  it("refuses another remote's description, and has none for a remote never read well", async () => {
    const { keeper, log } = keeperAnswering(() => json({ ...customerPages, remote: 'seller' }));
    expect(await keeper.refresh(REMOTES)).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('it describes the remote "seller", not "customer"'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('its pages are unknown until it answers'));
  });

  it('takes a new good description at once (a redeploy with a new page)', async () => {
    let pages = customerPages;
    const { keeper } = keeperAnswering(() => json(pages));
    await keeper.refresh(REMOTES);
    pages = { ...customerPages, pages: [...customerPages.pages, { path: '/gift-cards', access: 'public' }] };
    expect((await keeper.refresh(REMOTES)).customer.pages.map((page) => page.path)).toContain('/gift-cards');
  });

  it('answers only the remotes still configured', async () => {
    const { keeper } = keeperAnswering(() => json(customerPages));
    await keeper.refresh(REMOTES);
    expect(keeper.current({ seller: 'http://seller.test/mf-manifest.json' })).toEqual({});
  });
});

describe('RemotePagesKeeper across restarts', () => {
  it('a server started while a remote is down knows its pages from the last good copy it kept', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-pages-'));
    const file = path.join(dir, 'remote-pages.json');
    try {
      const first = new RemotePagesKeeper(jest.fn(), async () => json(customerPages), file);
      await first.refresh(REMOTES);
      await first.saved();

      const down: PagesFetcher = async () => {
        throw new TypeError('fetch failed');
      };
      const restarted = new RemotePagesKeeper(jest.fn(), down, file);
      expect(await restarted.refresh(REMOTES)).toEqual({ customer: customerPages });

      writeFileSync(file, JSON.stringify({ customer: { remote: 'customer', pages: 'broken' } }));
      const log = jest.fn();
      expect(await new RemotePagesKeeper(log, down, file).refresh(REMOTES)).toEqual({});
      expect(log).toHaveBeenCalledWith(expect.stringContaining('the kept page description of "customer"'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
