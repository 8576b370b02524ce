import { project } from '../jest.shared';

// Whole-app screen tests on a shared, busy machine: generous timeouts, so slowness is not failure.
export default project('shell', 'jsdom', { testTimeout: 30_000 });
