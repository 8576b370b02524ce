/** The layout feature's public face: the frame around every page. */
export { AppFrame } from './components/AppFrame';
export { layoutMessages } from './messages';
