import { useNavigate } from 'react-router-dom';
import { useAddProductMutation } from 'shared-api/store-admin';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { errorText, toast, useTranslation } from 'shared-ui';
import { toProductFormData, useProductForm, type ProductFormValues } from '../hooks/useProductForm';
import { ProductForm } from './ProductForm';
import { ProductFormCard } from './ProductFormCard';
import { productsMessages } from '../messages';

/** /store/add-product: a new product of the signed-in store; success returns to the dashboard. */
export default function AddProductPage() {
  const { t } = useTranslation(productsMessages);
  useDocumentTitle(pageTitle(t('add.title')));
  const navigate = useNavigate();
  const form = useProductForm();
  const [addProduct, { isLoading }] = useAddProductMutation();

  const onSubmit = async (values: ProductFormValues) => {
    try {
      await addProduct(toProductFormData(values)).unwrap();
      toast({ title: t('add.added'), description: t('add.addedDescription') });
      navigate('/store/profile');
    } catch (error) {
      // The form keeps what was typed so nothing is lost.
      toast({ title: t('error'), description: errorText(error, t('add.failed')), variant: 'destructive' });
    }
  };

  return (
    <ProductFormCard title={t('add.title')} description={t('add.description')}>
      <ProductForm
        form={form}
        onSubmit={onSubmit}
        countryInput="select"
        imageRequired
        submitLabel={t('add.submit')}
        busyLabel={t('add.busy')}
        busy={isLoading}
        ariaLabel={t('add.formLabel')}
      />
    </ProductFormCard>
  );
}
