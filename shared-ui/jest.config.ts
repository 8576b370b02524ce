import { project } from '../jest.shared';

export default project('shared-ui', 'jsdom');
