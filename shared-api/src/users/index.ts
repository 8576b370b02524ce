/**
 * 'shared-api/users': a customer's account (register, sign in, update), for the customer remote's
 * sign-in and profile pages. A federation share key of its own, since it injects endpoints into the
 * one api slice (scripts/federation-shared.cjs).
 */
export { usersApi, useRegisterUserMutation, useLoginUserMutation, useUpdateUserMutation, type RegisterUserBody, type LoginUserBody, type UpdateUserBody } from './endpoints';
