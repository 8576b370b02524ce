/** The session feature's public face: the session check, who is signed in, signing out. */
export { SessionCheck } from './components/SessionCheck';
export { useRole, type Role } from './hooks/useRole';
export { useLogout } from './hooks/useLogout';
export { tellSessionEnded } from './tellSessionEnded';
