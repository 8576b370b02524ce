import { project } from '../jest.shared';

export default project('shell', 'jsdom');
