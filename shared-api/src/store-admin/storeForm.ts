/**
 * The multipart bodies of a store's register (POST /api/store/reg) and profile update
 * (PATCH /api/store/update). Hand-written: the generated OpenAPI types describe no multipart body,
 * and `ships_to` (issue "A global marketplace": country names from the country list, empty = every
 * country) is sent as one field holding a JSON array text.
 */
import type { Store } from 'shared-api';

export interface RegisterStoreFields {
  store_name: string;
  password: string;
  full_location: string;
  bio: string;
  storeImg: Blob;
  /** Countries the store ships to (names of shared-api/countries); empty or absent = every country. */
  ships_to?: string[];
}

export interface UpdateStoreFields {
  store_name: string;
  full_location: string;
  /** Absent keeps the current one. */
  password?: string;
  bio?: string;
  storeImg?: Blob;
  /** Absent keeps the store's current list; empty = every country. */
  ships_to?: string[];
}

/** A Store answer with its ship-to countries (the generated Store type may not list them yet). */
export type StoreWithShipsTo = Store & { ships_to?: string[] };

/** The countries a store ships to; empty = every country (also for an answer without the field). */
export function shipsToOf(store: Store): string[] {
  const list = (store as StoreWithShipsTo).ships_to;
  return Array.isArray(list) ? list : [];
}

/** The multipart body of the fields given (undefined ones are left out; ships_to as JSON array text). */
export function storeFormData(fields: RegisterStoreFields | UpdateStoreFields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields) as Array<[string, string | Blob | string[] | undefined]>) {
    if (value === undefined) continue;
    if (Array.isArray(value)) body.append(name, JSON.stringify(value));
    else body.append(name, value);
  }
  return body;
}
