/**
 * 'shared-api/operator': the operator console's calls (sign-in, overview, report queue, stores,
 * product and review moderation, audit log). Only the operator remote uses it; a federation share
 * key of its own, since it injects endpoints into the one api slice (scripts/federation-shared.cjs).
 */
export * from './endpoints';
export type * from './types';
