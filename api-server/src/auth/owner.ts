/** Whose rows a call reads or changes: the signed-in customer's (user_id) or store's (store_id). */
import type { Identity } from './tokens';

export type Owner = { user_id: number } | { store_id: number };

export const ownerOf = (identity: Identity): Owner => (identity.kind === 'customer' ? { user_id: identity.user_id } : { store_id: identity.store_id });
