import { describeAuthorizationMatrix } from '../../test/helpers/authorization';
import { multipartPayload } from '../../test/helpers/multipart';
import { jpegBytes, pngBytes } from '../../test/helpers/images';

const productFields = { name: 'Hacked', desc: 'Hacked', price: '1.00', stock: '1', country: 'Nowhere' };

describeAuthorizationMatrix('users, stores, products, follows', [
  { key: 'PATCH /api/user/update', request: () => ({ payload: { full_location: 'Hacked' } }) },
  {
    key: 'PATCH /api/store/update',
    request: async (f) => multipartPayload({ store_name: f.store.store_name, full_location: 'Hacked', bio: 'Hacked' }, [{ field: 'storeImg', filename: 'x.png', bytes: await pngBytes(), type: 'image/png' }]),
  },
  {
    key: 'POST /api/product/add',
    request: async () => multipartPayload(productFields, [{ field: 'productImg', filename: 'x.png', bytes: await pngBytes(), type: 'image/png' }]),
  },
  {
    key: 'PATCH /api/product/update',
    request: async (f) => multipartPayload({ ...productFields, product_id: f.product.product_id }, [{ field: 'productImg', filename: 'x.jpg', bytes: await jpegBytes(), type: 'image/jpeg' }]),
    notOwner: { caller: (f) => f.otherStore, status: 403, msg: 'This product belongs to another store', code: 'forbidden' },
  },
  {
    key: 'DELETE /api/product/delete',
    request: (f) => ({ payload: { product_id: f.product.product_id } }),
    notOwner: { caller: (f) => f.otherStore, status: 403, msg: 'This product belongs to another store', code: 'forbidden' },
  },
  { key: 'POST /api/follow', request: (f) => ({ payload: { store_id: f.store.store_id, store_name: f.store.store_name } }) },
]);
