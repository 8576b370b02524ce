/**
 * Test helpers for the remotes (import from 'shared-ui/testing' in tests only): a page's frame and
 * the check of an app's message files.
 */
export { pageFrame, type PageFrameOptions } from './pageFrame';
export { describeLocaleCatalogues } from './localeCatalogues';
