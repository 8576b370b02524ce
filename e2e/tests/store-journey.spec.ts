/** A store's life: register with a picture, sign in, add two products, edit one, delete one. */
import { fixtureImage, PASSWORD, uniqueName } from '../src/apiClient';
import { expect, expectToast, storeSignsIn, test } from '../src/fixtures';

test('a store registers with a picture, signs in, adds two products, edits one and deletes one', async ({ page, api }) => {
  const storeName = uniqueName('atelier');

  await test.step('register with a picture', async () => {
    await page.goto('/store/register');
    await page.getByLabel('Store Name').fill(storeName);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Full Location').fill('Portugal, Porto, Rua das Flores 12');
    await page.getByLabel('Bio').fill('Tiles painted by hand since 1952.');
    await page.getByLabel('Store Image').setInputFiles(fixtureImage('store.png'));
    await expect(page.getByRole('img', { name: 'Preview of the chosen store image' })).toBeVisible();
    await page.getByRole('button', { name: 'Register Store' }).click();
    await expectToast(page, 'Registration Successful');
    await expect(page).toHaveURL(/\/store\/login$/);
  });

  await test.step('sign in', async () => {
    await storeSignsIn(page, storeName, { opened: true });
    await expect(page).toHaveURL(/\/store\/profile$/);
    await expect(page.getByRole('heading', { name: 'Store Dashboard' })).toBeVisible();
  });

  const products = [
    { name: 'Azulejo Tile Blue', desc: 'A 15 cm tile in cobalt blue.', price: '12.50', stock: '40' },
    { name: 'Azulejo Tile Green', desc: 'A 15 cm tile in sea green.', price: '14.00', stock: '25' },
  ];
  for (const product of products) {
    await test.step(`add ${product.name}`, async () => {
      await page.getByRole('tab', { name: 'Products' }).click();
      await page.getByRole('link', { name: 'Add New Product' }).click();
      await expect(page).toHaveURL(/\/store\/add-product$/);
      await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
      await page.getByLabel('Product Name').fill(product.name);
      await page.getByLabel('Description').fill(product.desc);
      await page.getByLabel('Price').fill(product.price);
      await page.getByLabel('Stock').fill(product.stock);
      await page.getByLabel('Country').selectOption('Portugal');
      await page.getByLabel('Product Image').setInputFiles(fixtureImage('product.png'));
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expectToast(page, 'Your product has been successfully added.');
      await expect(page).toHaveURL(/\/store\/profile$/);
    });
  }

  await test.step('both products are listed on the dashboard', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    for (const product of products) await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  });

  await test.step('edit the first product', async () => {
    await page.getByRole('link', { name: products[0].name }).click();
    await expect(page).toHaveURL(/\/store\/edit-product\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel('Product Name')).toHaveValue(products[0].name);
    await expect(page.getByLabel('Price')).toHaveValue('12.50');
    await expect(page.getByLabel('Country')).toHaveValue('Portugal');
    await page.getByLabel('Product Name').fill('Azulejo Tile Cobalt');
    await page.getByLabel('Price').fill('13.75');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Your product has been successfully updated.');
    await expect(page).toHaveURL(/\/store\/profile$/);
  });

  await test.step('delete the second product after confirming', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('link', { name: 'Azulejo Tile Cobalt' })).toBeVisible();
    await page.getByRole('link', { name: products[1].name }).click();
    await expect(page.getByLabel('Product Name')).toHaveValue(products[1].name);
    await page.getByRole('button', { name: 'Delete Product' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText('Are you sure you want to delete this product?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Product' }).click();
    await expectToast(page, 'Your product has been successfully deleted.');
    await expect(page).toHaveURL(/\/store\/profile$/);
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('link', { name: 'Azulejo Tile Cobalt' })).toBeVisible();
    await expect(page.getByRole('link', { name: products[1].name })).toHaveCount(0);
  });

  await test.step('the API and the public store page agree, picture included', async () => {
    const store = await api.store(storeName);
    const remaining = await api.storeProducts(store.store_id);
    expect(remaining.map(({ name, price, stock }) => ({ name, price, stock }))).toEqual([
      { name: 'Azulejo Tile Cobalt', price: 13.75, stock: 40 },
    ]);
    await page.getByRole('link', { name: 'View Public Store Page' }).click();
    await expect(page.getByRole('heading', { name: storeName })).toBeVisible();
    const picture = page.getByRole('img', { name: storeName, exact: true });
    await expect(picture).toBeVisible();
    // The uploaded picture itself loaded, not the fallback.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toContain('/uploads/');
  });
});
