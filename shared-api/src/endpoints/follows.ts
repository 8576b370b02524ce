import { api } from '../api';
import type { FollowStatus, JsonBody, MsgAnswer } from '../contract';

export type FollowBody = JsonBody<'/api/follow', 'post'>;

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Followers count and whether the signed-in customer follows (`msg` "followed"). */
    getFollowStatus: build.query<FollowStatus, number>({
      query: (storeId) => ({ url: '/api/follow', params: { store_id: storeId } }),
      providesTags: (_status, _error, storeId) => [{ type: 'Follow', id: storeId }],
    }),
    followStore: build.mutation<MsgAnswer, FollowBody>({
      query: (body) => ({ url: '/api/follow', method: 'POST', body }),
      invalidatesTags: (_answer, _error, body) => [{ type: 'Follow', id: body.store_id }],
    }),
  }),
});

export const { useGetFollowStatusQuery, useFollowStoreMutation } = followsApi;
