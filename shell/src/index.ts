import { evaluateInStages, nextTask } from './app/evaluateInStages';
import { startEarly } from './app/startEarly';
import { reportStartFailure } from './app/startFailure';
import { spreadChunkLoads } from './app/spreadChunkLoads';
import { pageFormats, warmIntl } from './app/warmIntl';

spreadChunkLoads();

// Configuration and the first page's remote are fetched while the shared modules download: in the
// task after this file's evaluation (the federation runtime's), not in it.
const early = nextTask().then(startEarly);
early.catch(() => undefined); // reported by bootstrap, which shows the start-up error page

// Async boundary: the federation share scope settles before React and friends are evaluated. The
// largest shared libraries download together and are evaluated one per task before bootstrap needs
// them: evaluated all at once by bootstrap's imports, they made one task of ~0.1 s on a mid-range
// phone, which blocks input (Lighthouse's total blocking time). Their downloads start two tasks
// after this one: evaluating this file (the federation runtime) is one task, reading the page data
// and registering the remotes the next, resolving the shared modules against the share scope and
// starting their downloads the one after.
nextTask()
  .then(() =>
    evaluateInStages([
      import('react-dom/client'),
      import('styled-components'),
      import('react-router-dom'),
      import('react-redux'),
      import('shared-api'),
      // The shell's frame (header, footer, routes) with shared-ui's core: what bootstrap imports,
      // evaluated a task ahead of bootstrap's own start-up.
      import('./app/App'),
    ]),
  )
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(early))
  .catch(reportStartFailure);

// ICU's start-up (about 20 ms unthrottled, in two calls that cannot yield) in tasks of its own while the modules download, not
// inside the hydration slice of the first component that formats a number. After the downloads
// have started (its first task comes after theirs).
void warmIntl(document.documentElement.lang, pageFormats(document));
