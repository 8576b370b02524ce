/** The not-found feature's public face. */
export { NotFoundPage } from './components/NotFoundPage';
export { notFoundMessages } from './messages';
