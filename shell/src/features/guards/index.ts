/** The guards feature's public face. */
export { RequireAccess } from './components/RequireAccess';
