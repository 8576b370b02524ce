import { useReinstateStoreMutation, useSuspendStoreMutation } from 'shared-api/operator';
import { toast, useTranslation } from 'shared-ui';
import { useErrorDescription } from '../../../lib/useErrorDescription';
import { storesMessages } from '../messages';

export type StoreAction = 'suspend' | 'reinstate';

/** Suspends or reinstates a store with a reason (sent to the store, kept in the audit log); true when it worked. */
export function useStoreModeration() {
  const { t } = useTranslation(storesMessages);
  const describeError = useErrorDescription();
  const [suspend, suspending] = useSuspendStoreMutation();
  const [reinstate, reinstating] = useReinstateStoreMutation();
  const act = async (action: StoreAction, store: { store_id: number; store_name: string }, reason: string): Promise<boolean> => {
    const call = action === 'suspend' ? suspend : reinstate;
    try {
      await call({ store_id: store.store_id, reason }).unwrap();
      toast({ title: t(`${action}.done`), description: t(`${action}.doneDescription`, { storeName: store.store_name }) });
      return true;
    } catch (error) {
      toast({ title: t(`${action}.failed`), description: describeError(error, t(`${action}.failedFallback`)), variant: 'destructive' });
      return false;
    }
  };
  return { act, isActing: suspending.isLoading || reinstating.isLoading };
}
