/**
 * One Idempotency-Key per cart line being checked out. A line keeps its key until the server gave
 * a definite answer (placed, or refused for a reason), so any retry of a request whose answer was
 * lost — the same checkout retrying, a second press, a reload in the same tab — reuses it, and the
 * server places the order at most once. Kept in sessionStorage when there is one.
 */
const STORAGE_KEY = 'marketplace.checkout-keys';

type Keys = Record<string, string>;

function load(): Keys {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Keys) : {};
  } catch {
    return {};
  }
}

let memory: Keys | undefined;

function save(keys: Keys): void {
  memory = keys;
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // private mode or full: the key lives in memory for this page
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The line's key: the one kept from an unfinished attempt, or a new one. */
export function checkoutKeyFor(cartId: number): string {
  const keys = { ...(memory ?? load()) };
  const existing = keys[cartId];
  if (existing) return existing;
  keys[cartId] = newKey();
  save(keys);
  return keys[cartId];
}

/** The server answered for good: the next checkout of this line is a new attempt. */
export function forgetCheckoutKey(cartId: number): void {
  const keys = { ...(memory ?? load()) };
  if (!(cartId in keys)) return;
  delete keys[cartId];
  save(keys);
}
