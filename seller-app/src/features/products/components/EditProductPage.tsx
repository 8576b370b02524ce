import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { assetUrl, errorMessage } from 'shared-api';
import { useDeleteProductMutation, useUpdateProductMutation } from 'shared-api/store-admin';
import { Button, ConfirmDialog, LoadingText, toast } from 'shared-ui';
import { useOwnProduct } from '../hooks/useOwnProduct';
import { toProductFormData, useProductForm, type ProductFormValues } from '../hooks/useProductForm';
import { ProductForm } from './ProductForm';
import { ProductFormCard } from './ProductFormCard';

/** /store/edit-product/:id: edit or delete one of the signed-in store's own products. */
export default function EditProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { product, leave } = useOwnProduct(id);
  const form = useProductForm();
  const [updateProduct, { isLoading: isUpdating }] = useUpdateProductMutation();
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const { reset } = form;
  // Prefill once per loaded product; later refetches must not wipe what the store is typing.
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!product || prefilledFor.current === product.product_id) return;
    prefilledFor.current = product.product_id;
    reset({
      name: product.name,
      desc: product.desc,
      price: product.price.toFixed(2),
      stock: String(product.stock),
      country: product.country,
      productImg: null,
    });
  }, [product, reset]);

  const onSubmit = async (values: ProductFormValues) => {
    if (!product) return;
    try {
      await updateProduct(toProductFormData(values, product.product_id)).unwrap();
      leave();
      toast({ title: 'Product Updated', description: 'Your product has been successfully updated.' });
      navigate('/store/profile');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'An error occurred while updating the product'), variant: 'destructive' });
    }
  };

  const onDelete = async () => {
    if (!product) return;
    try {
      await deleteProduct({ product_id: product.product_id }).unwrap();
      leave();
      toast({ title: 'Product Deleted', description: 'Your product has been successfully deleted.' });
      navigate('/store/profile');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'An error occurred while deleting the product'), variant: 'destructive' });
    }
  };

  return (
    <ProductFormCard title="Edit Product" description="Update your product details">
      {!product ? (
        // Shown while loading; a failure toasts and leaves for /store/profile.
        <LoadingText>Loading product details...</LoadingText>
      ) : (
        <>
          <ProductForm
            form={form}
            onSubmit={onSubmit}
            countryInput="text"
            imageRequired={false}
            currentImageSrc={assetUrl(product.img)}
            submitLabel="Update Product"
            busyLabel="Updating Product..."
            busy={isUpdating}
            ariaLabel="Edit product"
            extraActions={
              <Button type="button" variant="destructive" busy={isDeleting} disabled={isDeleting || isUpdating} onClick={() => setConfirmOpen(true)}>
                {isDeleting ? 'Deleting Product...' : 'Delete Product'}
              </Button>
            }
          />
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Delete Product"
            description="Are you sure you want to delete this product?"
            confirmLabel="Delete Product"
            destructive
            onConfirm={onDelete}
          />
        </>
      )}
    </ProductFormCard>
  );
}
