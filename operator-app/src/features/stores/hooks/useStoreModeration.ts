import { useReinstateStoreMutation, useSuspendStoreMutation } from 'shared-api/operator';
import { useTranslation } from 'shared-ui';
import type { Moderation } from '../../../lib/ModerationAction';
import { storesMessages } from '../messages';

export type StoreAction = 'suspend' | 'reinstate';

/** Suspending or reinstating a store with a reason (sent to the store, kept in the audit log): its words and its call. */
export function useStoreModeration(action: StoreAction, store: { store_id: number; store_name: string }): Moderation {
  const { t } = useTranslation(storesMessages);
  const [suspend] = useSuspendStoreMutation();
  const [reinstate] = useReinstateStoreMutation();
  const call = action === 'suspend' ? suspend : reinstate;
  return {
    label: t(`${action}.button`),
    destructive: action === 'suspend',
    description: t(`${action}.description`),
    send: (reason) => call({ store_id: store.store_id, reason }).unwrap(),
    done: { title: t(`${action}.done`), description: t(`${action}.doneDescription`, { storeName: store.store_name }) },
    failed: { title: t(`${action}.failed`), fallback: t(`${action}.failedFallback`) },
  };
}
