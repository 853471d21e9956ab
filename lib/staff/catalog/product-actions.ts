'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routePath } from '@/lib/contract/api-paths';
import { zStaffProduct, type StaffProduct } from '@/lib/contract/staff-catalog';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from '@/lib/staff/form-handler';
import { catalogApi } from './catalog-api';
import { catalogFailure } from './catalog-failure';
import { productFieldOf, readProductForm, toProductCreate, toProductUpdate, type ProductFormState } from './product-form';
import { sameVariants, toVariantInputs, withStockNow } from './variant-grid';

/** A product's editor; console paths are in lower case, codes in capitals. */
const editorPath = (lang: string, code: string) => staffPath(langOf(lang), `products/${encodeURIComponent(code.toLowerCase())}`, routingConfig);

/**
 * The product editor's Server Action (issue #45 item 1): the fields (POST a new product as a
 * Draft, or PUT with the version the form was read at), then the variant grid when it differs
 * (PUT …/variants), then the status when it differs (POST …/status), each with the version the
 * previous step answered. Saved: the editor again, fresh. Refused: the form's next state with what
 * was typed, a message per field and the version of what was saved so far; a new product saved
 * before its grid was refused is changed, not created again, on the next try (`created`).
 */
export async function saveProduct(rawLang: string, fixedCode: string | null, previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang, namespace: 'staffCatalog.editor' });
  const values = readProductForm(form);
  const code = fixedCode ?? previous.created;
  if (code) values.texts.code = code;
  const api = await catalogApi(lang);
  const inputs = toVariantInputs(values.grid, values.texts.code);
  const parse = async (answer: Promise<unknown>) => zStaffProduct.parse(await answer);
  let product: StaffProduct | undefined;
  try {
    product = code
      ? await parse(api.put(routePath(staffPaths.catalogProduct, { code }), { json: toProductUpdate(values, Number(values.texts.expectedVersion)) }).json())
      : await parse(api.post(staffPaths.catalogProducts, { json: { ...toProductCreate(values), status: 'Draft' } }).json());
    if (!sameVariants(inputs, product.variants)) {
      product = await parse(api.put(routePath(staffPaths.catalogProductVariants, { code: product.code }), { json: { variants: inputs, expectedVersion: product.version } }).json());
    }
    if (values.texts.status !== product.status) {
      product = await parse(api.post(routePath(staffPaths.catalogProductStatus, { code: product.code }), { json: { status: values.texts.status, expectedVersion: product.version } }).json());
    }
  } catch (error) {
    const failure = await catalogFailure(lang, error, (field) => productFieldOf(field, inputs), t('fix'));
    if (product) values.texts.expectedVersion = String(product.version);
    // An order moved a cell's stock since it was read: the message names the stock now, and the next save is made from it.
    if (failure.key === 'stock_changed') values.grid = withStockNow(values.grid, failure.params, inputs);
    const created = !fixedCode && product ? product.code : previous.created;
    return { values, errors: failure.errors, notice: { kind: 'error', text: failure.text }, ...(created ? { created } : {}) };
  }
  redirect(`${editorPath(lang, product.code)}?saved=1`);
}

/**
 * Deletes a product that nothing holds (the API refuses one in a cart or an order: archive it
 * instead), named with the version the page showed, then back to the list. A product changed since
 * is not deleted: the editor opens again, fresh, and says so.
 */
export async function deleteProduct(rawLang: string, code: string, version: number): Promise<void> {
  const lang = langOf(rawLang);
  const api = await catalogApi(lang);
  let refused: string | undefined;
  try {
    await api.delete(routePath(staffPaths.catalogProduct, { code }), { json: { expectedVersion: version } });
  } catch (error) {
    const key = (await catalogFailure(lang, error, () => undefined, '')).key;
    refused = key === 'product_changed' ? 'product_changed_not_deleted' : key;
  }
  if (refused) redirect(`${editorPath(lang, code)}?error=${encodeURIComponent(refused)}`);
  redirect(`${staffPath(lang, 'products', routingConfig)}?deleted=${encodeURIComponent(code)}`);
}
