import { project } from '../jest.shared';

export default project('shared-api', 'jsdom');
