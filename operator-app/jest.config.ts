import { project } from '../jest.shared';

export default project('operator-app', 'jsdom', {
  setupFilesAfterEnv: [__dirname + '/../jest.setup-dom.ts', __dirname + '/src/test/setup.ts'],
});
