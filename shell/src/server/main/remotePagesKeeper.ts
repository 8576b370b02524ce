/**
 * The remotes' page descriptions as the shell's server knows them: each remote's pages.json (beside
 * its manifest), read with the runtime configuration and checked. A description that cannot be
 * fetched (the remote is down) or is refused (bad JSON, a wrong shape) leaves the last good copy in
 * service, so routes, guards, menus and fallbacks keep working while a remote's code is away.
 * Kept in memory; refreshed each time the deployment watcher re-reads the configuration.
 */
import { parseRemotePages, pagesUrlOf, type RemotePages } from 'shared-api/remote-pages';

export type PagesFetcher = (url: string) => Promise<Response>;

const defaultFetch: PagesFetcher = (url) => fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(3000) });

export class RemotePagesKeeper {
  private readonly kept = new Map<string, { json: string; pages: RemotePages }>();

  constructor(
    private readonly log: (line: string) => void = (line) => console.log(line),
    private readonly fetchPages: PagesFetcher = defaultFetch,
  ) {}

  /** The last good description of each of `remotes` (a remote never read well has none). */
  current(remotes: Readonly<Record<string, string>>): Record<string, RemotePages> {
    const pages: Record<string, RemotePages> = {};
    for (const name of Object.keys(remotes)) {
      const kept = this.kept.get(name);
      if (kept) pages[name] = kept.pages;
    }
    return pages;
  }

  /** Reads every configured remote's description again; answers `current` afterwards. */
  async refresh(remotes: Readonly<Record<string, string>>): Promise<Record<string, RemotePages>> {
    await Promise.all(Object.entries(remotes).map(([name, manifestUrl]) => this.refreshOne(name, manifestUrl)));
    return this.current(remotes);
  }

  private async refreshOne(name: string, manifestUrl: string): Promise<void> {
    const kept = this.kept.get(name);
    const keeping = kept ? 'the last good copy stays in service' : 'its pages are unknown until it answers';
    let url: string;
    let text: string;
    try {
      url = pagesUrlOf(manifestUrl);
      const response = await this.fetchPages(url);
      if (!response.ok) throw new Error(`status ${response.status}`);
      text = await response.text();
    } catch (error) {
      this.logOnce(name, `[shell] the page description of "${name}" could not be read (${describe(error)}): ${keeping}`);
      return;
    }
    if (kept?.json === text) return this.cleared(name);
    let pages: RemotePages;
    try {
      pages = parseRemotePages(JSON.parse(text), name);
    } catch (error) {
      this.logOnce(name, `[shell] the page description of "${name}" at ${url} is refused (${describe(error)}): ${keeping}`);
      return;
    }
    this.kept.set(name, { json: text, pages });
    this.cleared(name);
    this.log(`[shell] the page description of "${name}" is read (${pages.pages.length} pages, ${pages.menus.length} menu entries)`);
  }

  /** The last problem logged per remote: a remote that stays down is logged once, not every few seconds. */
  private readonly problems = new Map<string, string>();

  private logOnce(name: string, line: string): void {
    if (this.problems.get(name) === line) return;
    this.problems.set(name, line);
    this.log(line);
  }

  private cleared(name: string): void {
    this.problems.delete(name);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
