/** The session feature's public face: the session check, who is signed in, signing out. */
export { SessionCheck } from './components/SessionCheck';
export { useIdentity, type Identity } from './hooks/useIdentity';
export { useLogout } from './hooks/useLogout';
