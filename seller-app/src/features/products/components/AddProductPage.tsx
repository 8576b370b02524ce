import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared-api';
import { useAddProductMutation } from 'shared-api/store-admin';
import { toast } from 'shared-ui';
import { toProductFormData, useProductForm, type ProductFormValues } from '../hooks/useProductForm';
import { ProductForm } from './ProductForm';
import { ProductFormCard } from './ProductFormCard';

/** /store/add-product: a new product of the signed-in store; success returns to the dashboard. */
export default function AddProductPage() {
  const navigate = useNavigate();
  const form = useProductForm();
  const [addProduct, { isLoading }] = useAddProductMutation();

  const onSubmit = async (values: ProductFormValues) => {
    try {
      await addProduct(toProductFormData(values)).unwrap();
      toast({ title: 'Product Added', description: 'Your product has been successfully added.' });
      navigate('/store/profile');
    } catch (error) {
      // The form keeps what was typed so nothing is lost.
      toast({ title: 'Error', description: errorMessage(error, 'An error occurred while adding the product'), variant: 'destructive' });
    }
  };

  return (
    <ProductFormCard title="Add New Product" description="List a new product in your store.">
      <ProductForm
        form={form}
        onSubmit={onSubmit}
        countryInput="select"
        imageRequired
        submitLabel="Add Product"
        busyLabel="Adding Product..."
        busy={isLoading}
        ariaLabel="Add product"
      />
    </ProductFormCard>
  );
}
