import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Store } from 'shared-api';

export interface StoreProfileValues {
  store_name: string;
  full_location: string;
  password: string;
  bio: string;
  storeImg: FileList | null;
}

/** The profile form, prefilled once per loaded store (later refetches keep what is being typed). */
export function useStoreProfileForm(store: Store | undefined) {
  const form = useForm<StoreProfileValues>({
    mode: 'onTouched',
    defaultValues: { store_name: '', full_location: '', password: '', bio: '', storeImg: null },
  });
  const { reset } = form;
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!store || prefilledFor.current === store.store_id) return;
    prefilledFor.current = store.store_id;
    reset({ store_name: store.store_name, full_location: store.full_location, password: '', bio: store.bio, storeImg: null });
  }, [store, reset]);
  return form;
}

/**
 * Multipart body of PATCH /api/store/update: store_name and full_location always; password, bio and
 * storeImg only when given (a blank password keeps the current one).
 */
export function toStoreUpdateFormData(values: StoreProfileValues): FormData {
  const body = new FormData();
  body.append('store_name', values.store_name.trim());
  body.append('full_location', values.full_location.trim());
  if (values.password) body.append('password', values.password);
  if (values.bio.trim()) body.append('bio', values.bio.trim());
  const image = values.storeImg?.[0];
  if (image) body.append('storeImg', image);
  return body;
}
