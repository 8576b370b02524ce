/**
 * Kept pages must not outlive a moderation action: a taken-down product or a suspended store has to
 * leave every guest's page on every instance within seconds, while a page is kept up to 60 s
 * (htmlCache.ts) and the sitemap for minutes (sitemapCache.ts). So every MODERATION_POLL_MS this
 * asks the API's `GET /api/moderation/version` (a number that changes whenever an operator's action
 * commits; the API lets it be cached for a second) and, when it changed since the last answer,
 * drops what is kept. The first answer only sets the baseline; an API that does not answer changes
 * nothing (and is logged once until it answers again).
 */
export const MODERATION_POLL_MS = 2000;
export const MODERATION_VERSION_PATH = '/api/moderation/version';

export interface ModerationWatchOptions {
  /** The API's base URL (read on every check: the runtime configuration may change). */
  apiUrl: () => string;
  /** Drops the kept pages and sitemaps. */
  onChange: () => void;
  log: (line: string) => void;
  intervalMs?: number;
  fetchVersion?: (url: string) => Promise<unknown>;
}

export interface ModerationWatch {
  /** Resolves once the check in progress (if any) has finished: for tests. */
  settled(): Promise<void>;
  stop(): void;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}

const versionOf = (answer: unknown): number | undefined => {
  const version = (answer as { version?: unknown } | null)?.version;
  return typeof version === 'number' && Number.isSafeInteger(version) ? version : undefined;
};

export function watchModeration({ apiUrl, onChange, log, intervalMs = MODERATION_POLL_MS, fetchVersion = fetchJson }: ModerationWatchOptions): ModerationWatch {
  let known: number | undefined;
  let failing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const check = async () => {
    try {
      const version = versionOf(await fetchVersion(new URL(MODERATION_VERSION_PATH, apiUrl()).toString()));
      if (version === undefined) throw new Error('the answer has no version');
      if (failing) log('[shell] the moderation version answers again');
      failing = false;
      if (known !== undefined && version !== known) {
        log(`[shell] moderation changed (version ${known} → ${version}): dropping kept pages and sitemaps`);
        onChange();
      }
      known = version;
    } catch (error) {
      if (!failing) log(`[shell] the moderation version could not be read: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
    }
  };
  const run = () => {
    running = check().finally(() => {
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  };
  run();
  return {
    settled: () => running,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
