import { project } from '../jest.shared';

// The customer remote adds its own browser shims (IntersectionObserver, scrolling) to the shared DOM setup.
export default project('customer-app', 'jsdom', {
  setupFilesAfterEnv: [__dirname + '/../jest.setup-dom.ts', __dirname + '/src/test/setup.ts'],
});
