import { project } from '../jest.shared';

export default project('seller-app', 'jsdom');
