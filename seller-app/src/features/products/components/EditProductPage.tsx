import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { assetUrl } from 'shared-api';
import { useDeleteProductMutation, useUpdateProductMutation } from 'shared-api/store-admin';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Button, ConfirmDialog, errorText, LoadingText, toast, usePlainTranslation, useTranslation } from 'shared-ui';
import { useOwnProduct } from '../hooks/useOwnProduct';
import { toProductFormData, useProductForm, type ProductFormValues } from '../hooks/useProductForm';
import { ProductForm } from './ProductForm';
import { ProductFormCard } from './ProductFormCard';
import { productsMessages } from '../messages';

/** /store/edit-product/:id: edit or delete one of the signed-in store's own products. */
export default function EditProductPage() {
  const { t } = useTranslation(productsMessages);
  const { id } = useParams();
  const navigate = useNavigate();
  const { product, leave } = useOwnProduct(id);
  // Named after the product, so two products' tabs (and history entries) differ; the brand alone until
  // it loads. Translated plain: a tab's title is not laid out, so no isolates around the name in Arabic.
  const titleT = usePlainTranslation(productsMessages);
  useDocumentTitle(product && pageTitle(titleT('edit.documentTitle', { name: product.name })));
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
      toast({ title: t('edit.updated'), description: t('edit.updatedDescription') });
      navigate('/store/profile');
    } catch (error) {
      toast({ title: t('error'), description: errorText(error, t('edit.updateFailed')), variant: 'destructive' });
    }
  };

  const onDelete = async () => {
    if (!product) return;
    try {
      await deleteProduct({ product_id: product.product_id }).unwrap();
      leave();
      toast({ title: t('edit.deleted'), description: t('edit.deletedDescription') });
      navigate('/store/profile');
    } catch (error) {
      toast({ title: t('error'), description: errorText(error, t('edit.deleteFailed')), variant: 'destructive' });
    }
  };

  return (
    <ProductFormCard title={t('edit.title')} description={t('edit.description')}>
      {!product ? (
        // Shown while loading; a failure toasts and leaves for /store/profile.
        <LoadingText>{t('edit.loading')}</LoadingText>
      ) : (
        <>
          <ProductForm
            form={form}
            onSubmit={onSubmit}
            countryInput="text"
            imageRequired={false}
            currentImageSrc={assetUrl(product.img)}
            submitLabel={t('edit.submit')}
            busyLabel={t('edit.busy')}
            busy={isUpdating}
            ariaLabel={t('edit.formLabel')}
            extraActions={
              <Button type="button" variant="destructive" busy={isDeleting} disabled={isDeleting || isUpdating} onClick={() => setConfirmOpen(true)}>
                {isDeleting ? t('edit.deleting') : t('edit.delete')}
              </Button>
            }
          />
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={t('edit.confirmTitle')}
            description={t('edit.confirmDescription')}
            confirmLabel={t('edit.confirmLabel')}
            cancelLabel={t('edit.confirmCancel')}
            destructive
            onConfirm={onDelete}
          />
        </>
      )}
    </ProductFormCard>
  );
}
