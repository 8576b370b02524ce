import { pageFormats, warmIntl } from '../warmIntl';

/** What happens, in order: 'task' when a timer's callback (a new task) starts, else the Intl object made. */
function recordIntl(): string[] {
  const happened: string[] = [];
  const realSetTimeout = globalThis.setTimeout;
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) =>
    realSetTimeout(() => {
      happened.push('task');
      callback();
    }, ms)) as typeof setTimeout);
  for (const service of ['Locale', 'NumberFormat', 'PluralRules', 'DateTimeFormat', 'DisplayNames', 'Collator', 'RelativeTimeFormat', 'ListFormat'] as const) {
    const Real = Intl[service] as unknown as new (...args: unknown[]) => object;
    jest.spyOn(Intl, service).mockImplementation(((...args: unknown[]) => {
      happened.push(`${service} ${JSON.stringify(args[0])}`);
      return new Real(...args);
    }) as never);
  }
  return happened;
}

describe('warmIntl', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("starts each Intl service a page with dates uses in a task of its own, in the page's language", async () => {
    const happened = recordIntl();
    const done = warmIntl('ar', { dates: true });
    expect(happened).toEqual([]); // nothing in the caller's task: start-up goes on first
    await done;
    expect(happened).toEqual([
      'task', 'Locale "ar"',
      'task', 'NumberFormat "ar"', 'NumberFormat "ar"',
      'task', 'PluralRules "ar"',
      'task', 'DateTimeFormat "ar"',
    ]);
  });

  it('leaves dates cold on a page that shows none', async () => {
    const happened = recordIntl();
    await warmIntl('es', { dates: false });
    expect(happened).toEqual(['task', 'Locale "es"', 'task', 'NumberFormat "es"', 'NumberFormat "es"', 'task', 'PluralRules "es"']);
  });

  it('goes on past a service that fails (an unknown language tag)', async () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    await expect(warmIntl('not a language tag!', { dates: true })).resolves.toBeUndefined();
    expect(dates).toHaveBeenCalled();
  });
});

describe('pageFormats', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says a page shows dates when its markup holds a <time>', () => {
    document.body.innerHTML = '<main><article><p>Great tea</p><time datetime="2026-11-30T10:00:00Z">Nov 30, 2026</time></article></main>';
    expect(pageFormats(document)).toEqual({ dates: true });
  });

  it('says a page without a <time> shows none', () => {
    document.body.innerHTML = '<main><h1>Shop</h1><p>$89.00</p></main>';
    expect(pageFormats(document)).toEqual({ dates: false });
  });
});
