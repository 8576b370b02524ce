/**
 * The remotes' page descriptions as the shell's server knows them: each remote's pages.json (beside
 * its manifest), read with the runtime configuration and checked. A description that cannot be
 * fetched (the remote is down) or is refused (bad JSON, a wrong shape) leaves the last good copy in
 * service, so routes, guards, menus and fallbacks keep working while a remote's code is away.
 * Kept in memory, refreshed each time the deployment watcher re-reads the configuration, and
 * written to a file (SHELL_PAGES_FILE) that a restarted server starts from: a server started while
 * a remote is down still knows its pages (each copy is checked again when read back).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseRemotePages, pagesUrlOf, type RemotePages } from 'shared-api/remote-pages';

export type PagesFetcher = (url: string) => Promise<Response>;

const defaultFetch: PagesFetcher = (url) => fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(3000) });

export class RemotePagesKeeper {
  private readonly kept = new Map<string, { json: string; pages: RemotePages }>();

  constructor(
    private readonly log: (line: string) => void = (line) => console.log(line),
    private readonly fetchPages: PagesFetcher = defaultFetch,
    /** Where the last good copies are kept across restarts (none: memory only). */
    private readonly file?: string,
  ) {
    if (file) this.readFile(file);
  }

  private readFile(file: string): void {
    let saved: Record<string, unknown>;
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return; // none yet (or unreadable): the remotes' answers will do
    }
    for (const [name, description] of Object.entries(saved)) {
      try {
        const pages = parseRemotePages(description, name);
        this.kept.set(name, { json: '', pages });
      } catch (error) {
        this.log(`[shell] the kept page description of "${name}" in ${file} is ignored: ${describe(error)}`);
      }
    }
  }

  private saving = Promise.resolve();

  /** Writes the kept copies (one write at a time; a failure is logged, the copies stay in memory). */
  private save(): void {
    const { file } = this;
    if (!file) return;
    const json = JSON.stringify(Object.fromEntries([...this.kept].map(([name, { pages }]) => [name, pages])));
    this.saving = this.saving
      .then(() => writeFile(file, json))
      .catch((error: unknown) => this.log(`[shell] the page descriptions could not be kept in ${file}: ${describe(error)}`));
  }

  /** Resolves once the last write of the kept copies is done (for tests and a clean stop). */
  async saved(): Promise<void> {
    await this.saving;
  }

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
    const unchanged = kept !== undefined && JSON.stringify(kept.pages) === JSON.stringify(pages);
    this.kept.set(name, { json: text, pages });
    this.cleared(name);
    if (unchanged) return;
    this.save();
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
