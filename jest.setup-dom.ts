import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { i18n, loadTrans, registeredNamespaces } from './shared-ui/src/i18n';

expect.extend(toHaveNoViolations);

// Components read their messages with shared-ui's useTranslation, which suspends until a namespace is loaded.
// Every namespace the test file's imports defined is loaded (English) before its tests run, as the
// server does before it renders, so a test sees the page's text at once; <Trans>'s code too.
beforeAll(async () => {
  await Promise.all([i18n.loadNamespaces(registeredNamespaces()), loadTrans()]);
});
