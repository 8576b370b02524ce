/**
 * Where the window was on each entry of the tab's history (by the router's location key), so back
 * and forward return there. Kept in sessionStorage when the page is hidden, so a reload of the tab
 * (which keeps its history) finds them again; the last ENTRIES_KEPT entries only.
 */
const STORAGE_KEY = 'scroll-positions';
const ENTRIES_KEPT = 50;

function stored(): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) : [];
  } catch {
    return []; // storage refused (privacy settings) or a damaged value: positions start afresh
  }
}

let positions: Map<string, number> | undefined;
const known = () => (positions ??= new Map(stored()));

/** The key of an entry the router made no key for (the page's first, see LanguageRouter): never kept. */
const UNKEYED = 'default';

export function rememberScrollPosition(entryKey: string, y: number): void {
  if (entryKey === UNKEYED) return;
  const map = known();
  map.delete(entryKey); // the newest last, so the oldest go first
  map.set(entryKey, Math.max(0, Math.round(y)));
  while (map.size > ENTRIES_KEPT) map.delete(map.keys().next().value as string);
}

export function scrollPositionOf(entryKey: string): number | undefined {
  return entryKey === UNKEYED ? undefined : known().get(entryKey);
}

export function persistScrollPositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...known()]));
  } catch {
    // storage refused: back and forward still work until the tab reloads
  }
}
