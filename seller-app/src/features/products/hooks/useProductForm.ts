import { useForm } from 'react-hook-form';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { type Translate } from 'shared-ui';

const { price: PRICE, stock: STOCK } = FIELD_LIMITS;

/** What the add and edit forms hold (numbers stay text until submit, so blanks can be told apart). */
export interface ProductFormValues {
  name: string;
  desc: string;
  price: string;
  stock: string;
  country: string;
  productImg: FileList | null;
}

export const emptyProductForm: ProductFormValues = { name: '', desc: '', price: '', stock: '', country: '', productImg: null };

/**
 * Price: a decimal number of dollars within the API's bounds (0.01 to 1,000,000), at most 2 decimals (step 0.01).
 * `t` is the seller.products namespace's, so messages come in the page's language.
 */
export function validatePrice(t: Translate, value: string): true | string {
  const text = value.trim();
  if (!text) return t('validation.priceRequired');
  const price = Number.parseFloat(text);
  if (!/^\d+(\.\d+)?$/.test(text) || Number.isNaN(price)) return t('validation.priceNumber');
  if (price < PRICE.minimum) return t('validation.priceMin', { min: PRICE.minimum });
  if (price > PRICE.maximum) return t('validation.priceMax', { max: PRICE.maximum });
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return t('validation.priceDecimals');
  return true;
}

/** Stock: a whole number within the API's bounds (0 to 1,000,000). */
export function validateStock(t: Translate, value: string): true | string {
  const text = value.trim();
  if (!text) return t('validation.stockRequired');
  if (!/^\d+$/.test(text)) return t('validation.stockWhole');
  const stock = Number.parseInt(text, 10);
  if (stock > STOCK.maximum) return t('validation.stockMax', { max: STOCK.maximum });
  return true;
}

/** The multipart body of POST /api/product/add and PATCH /api/product/update (spec field names). */
export function toProductFormData(values: ProductFormValues, productId?: number): FormData {
  const body = new FormData();
  if (productId !== undefined) body.append('product_id', String(productId));
  body.append('name', values.name.trim());
  body.append('desc', values.desc.trim());
  body.append('price', String(Number.parseFloat(values.price)));
  body.append('stock', String(Number.parseInt(values.stock, 10)));
  body.append('country', values.country.trim());
  const image = values.productImg?.[0];
  if (image) body.append('productImg', image);
  return body;
}

export function useProductForm(defaultValues: ProductFormValues = emptyProductForm) {
  return useForm<ProductFormValues>({ mode: 'onTouched', defaultValues });
}
