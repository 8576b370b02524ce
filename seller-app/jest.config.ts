import { project } from '../jest.shared';

export default project('seller-app', 'jsdom', {
  setupFilesAfterEnv: [__dirname + '/../jest.setup-dom.ts', __dirname + '/src/test/setup.ts'],
});
