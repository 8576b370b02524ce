import { project } from '../jest.shared';

export default project('shared-ui', 'jsdom', {
  // Test against styled-components' browser build (what webpack bundles), not the server build jest
  // would pick by default.
  moduleNameMapper: {
    '^styled-components$': '<rootDir>/../node_modules/styled-components/dist/styled-components.browser.cjs.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts', '<rootDir>/src/test/setup.ts'],
});
