import { nextTask } from './evaluateInStages';

type LoadScript = (url: string, done: (event: Event) => void, key?: string, chunkId?: string | number) => void;
type EnsureChunk = (chunkId: string | number) => Promise<unknown>;

/** Webpack's runtime, as a module of this build sees it (absent outside webpack: tests). */
declare const __webpack_require__: { l?: LoadScript; e?: EnsureChunk } | undefined;

/**
 * Spreads the work of the shell's chunks over tasks, through webpack's runtime:
 * - each chunk's download starts in a task of its own (the script loader, `__webpack_require__.l`).
 *   Resolving the shared modules asks for a dozen chunks at once, and inserting a script element
 *   costs the main thread 0.2–2 ms (Chromium starts its fetch then): a dozen in the same task made
 *   it one of the page's longest. Each download starts a few tasks later at most, long before any
 *   of them can arrive.
 * - each dynamic import's module is evaluated in a task of its own (`__webpack_require__.e`, which
 *   an `import()` waits for before it evaluates the module). The shared libraries' imports wait for
 *   the same last chunk (React's, which they all use), so without this, styled-components and
 *   shared-api (Redux Toolkit) were evaluated in the one task that chunk arrived in.
 * Returns whether the runtime was found.
 */
export function spreadChunkLoads(runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__): boolean {
  const load = runtime?.l;
  const ensure = runtime?.e;
  if (!runtime || !load || !ensure) return false;
  runtime.l = (...args) => {
    void nextTask().then(() => load(...args));
  };
  runtime.e = async (chunkId) => {
    const loaded = await ensure(chunkId);
    await nextTask();
    return loaded;
  };
  return true;
}
