import { skipToken, type Store, useFollowStoreMutation, useGetFollowStatusQuery, useSession } from 'shared-api';
import { errorText, toast, useTranslation } from 'shared-ui';
import { storePageMessages } from '../messages';

/** Followers count and Follow Store (not following → following; there is no unfollow). */
export function useFollow(store: Store | undefined) {
  const { t } = useTranslation(storePageMessages);
  const { isCustomer } = useSession();
  const { data: status } = useGetFollowStatusQuery(store ? store.store_id : skipToken);
  const [followStore, { isLoading: isFollowing }] = useFollowStoreMutation();

  const following = status?.msg === 'followed';

  const follow = async () => {
    if (!store) return;
    if (!isCustomer) {
      toast({ title: t('follow.loginTitle'), description: t('follow.loginDescription'), variant: 'destructive' });
      return;
    }
    try {
      await followStore({ store_id: store.store_id, store_name: store.store_name }).unwrap();
      toast({ title: t('follow.doneTitle'), description: t('follow.doneDescription', { storeName: store.store_name }) });
    } catch (error) {
      toast({ title: t('follow.failedTitle'), description: errorText(error, t('follow.tryAgain')), variant: 'destructive' });
    }
  };

  return { followersCount: status?.followers_count, following, follow, isFollowing };
}
