import { api, loginWithToken, type JsonBody, type MsgAnswer, type MsgTokenAnswer, type TokenAnswer } from 'shared-api';

export type RegisterUserBody = JsonBody<'/api/user/reg', 'post'>;
export type LoginUserBody = JsonBody<'/api/user/log', 'post'>;
export type UpdateUserBody = JsonBody<'/api/user/update', 'patch'>;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<MsgAnswer, RegisterUserBody>({
      query: (body) => ({ url: '/api/user/reg', method: 'POST', body }),
    }),
    /** Answers `{token}`; the sign-in page starts the session with it (useStartSession). */
    loginUser: build.mutation<TokenAnswer, LoginUserBody>({
      query: (body) => ({ url: '/api/user/log', method: 'POST', body }),
    }),
    /** The new token (the username may have changed) is stored at once: the customer stays signed in. */
    updateUser: build.mutation<MsgTokenAnswer, UpdateUserBody>({
      query: (body) => ({ url: '/api/user/update', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(loginWithToken(data.token));
        } catch {
          // the page shows the failure from the mutation's own result
        }
      },
      // Names are joined at read time, so a rename shows in the inbox and the chats.
      invalidatesTags: ['Inbox', 'Conversation'],
    }),
  }),
});

export const { useRegisterUserMutation, useLoginUserMutation, useUpdateUserMutation } = usersApi;
