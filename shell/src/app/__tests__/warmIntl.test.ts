import { warmIntl } from '../warmIntl';

describe('warmIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it("starts each Intl service the pages use in a task of its own, in the page's language", async () => {
    // What happens, in order: 'task' when a timer's callback (a new task) starts, else the service made.
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

    const done = warmIntl('ar');
    expect(happened).toEqual([]); // nothing in the caller's task: start-up goes on first
    await done;
    expect(happened).toEqual([
      'task', 'Locale "ar"',
      'task', 'NumberFormat "ar"', 'NumberFormat "ar"',
      'task', 'PluralRules "ar"',
      'task', 'DateTimeFormat "ar"',
    ]);
  });

  it('goes on past a service that fails (an unknown language tag)', async () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    await expect(warmIntl('not a language tag!')).resolves.toBeUndefined();
    expect(dates).toHaveBeenCalled();
  });
});
