/** Resolves in a later task, so the browser can handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Waits for modules that are already downloading, in order, starting a new task after each. A
 * dynamic import evaluates its module when it resolves, so each library is evaluated in a task of
 * its own instead of all of them in one long task when the start-up module first needs them.
 */
export async function evaluateInStages(loading: readonly Promise<unknown>[]): Promise<void> {
  for (const module of loading) {
    await module;
    await nextTask();
  }
}
