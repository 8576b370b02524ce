import { project } from '../jest.shared';

// Test against styled-components' browser build (what webpack bundles): its server build, which jest
// would pick by default, never injects createGlobalStyle rules outside server-side rendering.
export default project('shared-ui', 'jsdom', {
  moduleNameMapper: {
    '^styled-components$': '<rootDir>/../node_modules/styled-components/dist/styled-components.browser.cjs.js',
  },
});
