/**
 * 'shared-api/store-admin': a store's own account (register, sign in, update) and catalogue (add,
 * edit, delete products), for the seller remote. A federation share key of its own, since it
 * injects endpoints into the one api slice (scripts/federation-shared.cjs).
 */
export {
  storeAdminApi,
  useRegisterStoreMutation,
  useLoginStoreMutation,
  useUpdateStoreMutation,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  type LoginStoreBody,
  type ProductAnswer,
  type DeleteProductBody,
} from './endpoints';
export { storeFormData, shipsToOf, type RegisterStoreFields, type UpdateStoreFields, type StoreWithShipsTo } from './storeForm';
