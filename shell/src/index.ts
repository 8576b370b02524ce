import { startEarly } from './app/startEarly';

// Configuration and the first page's remote are fetched while the shared modules download.
const early = startEarly();
early.catch(() => undefined); // reported by bootstrap, which shows the start-up error page

// Async boundary: the federation share scope settles before React and friends are evaluated.
void import('./bootstrap').then(({ start }) => start(early));
