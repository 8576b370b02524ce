import { project } from '../jest.shared';

export default project('customer-app', 'jsdom');
