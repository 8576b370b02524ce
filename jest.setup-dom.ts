import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { i18n, loadTrans, registeredNamespaces } from './shared-ui/src/i18n';

expect.extend(toHaveNoViolations);

// findBy*/waitFor wait up to 5 s (default 1 s): several test runs share two cores, and what a page
// loads on demand arrives late there (a lazy page compiled on its first render, the whole frame of
// the shell, the toasts' viewport loaded with a file's first toast, which React shows no sooner than
// 300 ms after its empty fallback: up to 1.4 s after the answer it reports).
configure({ asyncUtilTimeout: 5000 });

// Components read their messages with shared-ui's useTranslation, which suspends until a namespace is loaded.
// Every namespace the test file's imports defined is loaded (English) before its tests run, as the
// server does before it renders, so a test sees the page's text at once; <Trans>'s code too.
beforeAll(async () => {
  await Promise.all([i18n.loadNamespaces(registeredNamespaces()), loadTrans()]);
});
