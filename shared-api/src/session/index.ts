export * from './sessionSlice';
export { followToken, initSession, loginWithToken, logout, readToken, sessionStateFor, type TokenReading } from './thunks';
export { useSession, type Session } from './useSession';
export { useStartSession } from './useStartSession';
export { decodeToken, getToken, TOKEN_COOKIE, type TokenClaims } from './token';
export { identityKindOf, receivesNotifications, selectIdentityKind, useIdentityKind, type IdentityKind } from './identityKind';
export { followSessionAcrossTabs, sessionRefusalMiddleware, type SessionRefusal } from './followSession';
