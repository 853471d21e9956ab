'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from '@/lib/staff/form-handler';
import { catalogApi } from './catalog-api';
import { catalogFailure } from './catalog-failure';
import { brandFieldOf, categoryFieldOf, readBrandForm, readCategoryForm, toBrandRequest, toCategoryRequest, type BrandFormValues, type CategoryFormValues, type TaxonomyFormState } from './taxonomy-form';

type Kind = 'categories' | 'brands';
const PATHS = { categories: { list: staffPaths.catalogCategories, one: staffPaths.catalogCategory }, brands: { list: staffPaths.catalogBrands, one: staffPaths.catalogBrand } } as const;
const page = (lang: string, path: string) => staffPath(langOf(lang), path, routingConfig);

/**
 * Creates (POST) or changes (PUT with the version read) a category or a brand; saved: the list
 * with a notice, refused: the form's next state with what was typed and a message per field.
 */
async function save<V extends { code: string }>(kind: Kind, rawLang: string, code: string | null, values: V, request: Record<string, unknown>, fieldOf: (f: string) => keyof V | undefined): Promise<TaxonomyFormState<V>> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang, namespace: `staffCatalog.taxonomy.${kind}` });
  const api = await catalogApi(lang);
  try {
    if (code) await api.put(routePath(PATHS[kind].one, { code }), { json: request });
    else await api.post(PATHS[kind].list, { json: request });
  } catch (error) {
    const failure = await catalogFailure(lang, error, (f) => fieldOf(f) as string | undefined, t('fix'));
    return { values, errors: failure.errors as TaxonomyFormState<V>['errors'], notice: { kind: 'error', text: failure.text } };
  }
  redirect(`${page(lang, kind)}?saved=${encodeURIComponent(code ?? values.code.trim().toLowerCase())}`);
}

export async function saveCategory(rawLang: string, code: string | null, _previous: TaxonomyFormState<CategoryFormValues>, form: FormData): Promise<TaxonomyFormState<CategoryFormValues>> {
  const values = readCategoryForm(form);
  if (code) values.code = code;
  return save('categories', rawLang, code, values, toCategoryRequest(values, !code), categoryFieldOf);
}

export async function saveBrand(rawLang: string, code: string | null, _previous: TaxonomyFormState<BrandFormValues>, form: FormData): Promise<TaxonomyFormState<BrandFormValues>> {
  const values = readBrandForm(form);
  if (code) values.code = code;
  return save('brands', rawLang, code, values, toBrandRequest(values, !code), brandFieldOf);
}

/** Deletes a category or a brand; one still in use (products, sub-categories) is refused and its page says why. */
export async function deleteTaxonomy(kind: Kind, rawLang: string, code: string): Promise<void> {
  const lang = langOf(rawLang);
  const api = await catalogApi(lang);
  let refused: string | undefined;
  try {
    await api.delete(routePath(PATHS[kind].one, { code }));
  } catch (error) {
    refused = (await catalogFailure(lang, error, () => undefined, '')).key;
  }
  if (refused) redirect(`${page(lang, `${kind}/${code}`)}?error=${encodeURIComponent(refused)}`);
  redirect(`${page(lang, kind)}?deleted=${encodeURIComponent(code)}`);
}
