import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Store } from 'shared-api';
import { shipsToOf, storeFormData } from 'shared-api/store-admin';

export interface StoreProfileValues {
  store_name: string;
  full_location: string;
  password: string;
  bio: string;
  storeImg: FileList | null;
  /** Countries the store ships to; empty = every country. */
  ships_to: string[];
}

/** The profile form, prefilled once per loaded store (later refetches keep what is being typed). */
export function useStoreProfileForm(store: Store | undefined) {
  const form = useForm<StoreProfileValues>({
    mode: 'onTouched',
    defaultValues: { store_name: '', full_location: '', password: '', bio: '', storeImg: null, ships_to: [] },
  });
  const { reset } = form;
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!store || prefilledFor.current === store.store_id) return;
    prefilledFor.current = store.store_id;
    reset({ store_name: store.store_name, full_location: store.full_location, password: '', bio: store.bio, storeImg: null, ships_to: shipsToOf(store) });
  }, [store, reset]);
  return form;
}

const sameCountries = (a: string[], b: string[]) => a.length === b.length && a.every((country) => b.includes(country));

/**
 * Multipart body of PATCH /api/store/update: store_name and full_location always; password, bio and
 * storeImg only when given (a blank password keeps the current one); ships_to only when the store
 * changed it from `savedShipsTo` (what the store had when the form was filled).
 */
export function toStoreUpdateFormData(values: StoreProfileValues, savedShipsTo: string[] = []): FormData {
  return storeFormData({
    store_name: values.store_name.trim(),
    full_location: values.full_location.trim(),
    password: values.password || undefined,
    bio: values.bio.trim() || undefined,
    storeImg: values.storeImg?.[0],
    ships_to: sameCountries(values.ships_to, savedShipsTo) ? undefined : values.ships_to,
  });
}
