import { errorMessage, skipToken, type Store, useFollowStoreMutation, useGetFollowStatusQuery, useSession } from 'shared-api';
import { toast } from 'shared-ui';

/** Followers count and Follow Store (not following → following; there is no unfollow). */
export function useFollow(store: Store | undefined) {
  const { isCustomer } = useSession();
  const { data: status } = useGetFollowStatusQuery(store ? store.store_id : skipToken);
  const [followStore, { isLoading: isFollowing }] = useFollowStoreMutation();

  const following = status?.msg === 'followed';

  const follow = async () => {
    if (!store) return;
    if (!isCustomer) {
      toast({ title: 'Login Required', description: 'Please login to follow stores', variant: 'destructive' });
      return;
    }
    try {
      await followStore({ store_id: store.store_id, store_name: store.store_name }).unwrap();
      toast({ title: 'Following', description: `You are now following ${store.store_name}.` });
    } catch (error) {
      toast({ title: 'Failed to follow store', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return { followersCount: status?.followers_count, following, follow, isFollowing };
}
