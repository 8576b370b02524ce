/**
 * 'shared-api/live': the one live connection of a tab (docs/live.md), which the chat and the
 * notifications share. A federation share key of its own (scripts/federation-shared.cjs): two
 * copies would open two sockets.
 */
export { openLiveConnection, liveRetry, AUTH_REFUSED_CLOSE_CODE, type LiveFrame, type LiveHandlers, type LiveConnection } from './liveConnection';
