import { project } from '../jest.shared';

export default project('api-server', 'node', { testTimeout: 30000 });
