import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BulkEditForm } from '@/components/staff/catalog/bulk-edit-form';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { catalogTexts } from '@/components/staff/catalog/catalog-texts.server';
import { ProductTable } from '@/components/staff/catalog/product-table';
import { FilterButtons, SelectFilter, TextFilter } from '@/components/staff/filter-fields';
import { StaffHeader } from '@/components/staff/staff-header';
import { getCatalogBrands, getCatalogCategories, getCatalogProducts } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { ProductStatuses, StockFilters, zStaffProductListQuery } from '@/lib/contract/staff-catalog';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { bulkEdit } from '@/lib/staff/catalog/bulk-actions';
import { BULK_FILTERS } from '@/lib/staff/catalog/bulk-edit';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = [...BULK_FILTERS, 'page'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCatalog.list' });
  return { title: t('title') };
}

/**
 * The products (issue #45 item 1): search, filters (category, brand, status, stock) and pages in
 * the URL; each row to its editor. An Employee adds products and changes every product the filters
 * select at once (price, price by %, stock), after a confirmation that says how many.
 */
export default async function StaffProductsPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const values = filterValues(raw, FILTERS);
  const { me, canWrite } = await catalogMember(lang);
  const t = await getTranslations('staffCatalog');
  // The API's own rules, checked first: a refused filter is shown in the form, never sent.
  const problems = filterProblems(zStaffProductListQuery, values);
  const [categories, brands, list] = await Promise.all([getCatalogCategories(lang), getCatalogBrands(lang), problems ? undefined : getCatalogProducts(lang, new URLSearchParams(Object.entries(values)))]);
  const errors = await filterErrorTexts(lang, problems);
  const action = staffPath(lang, 'products', routingConfig);
  const products = list && loaded(lang, list);
  const changed = queryValue(raw.bulkChanged);
  const deleted = queryValue(raw.deleted);
  const notice = changed && /^\d{1,6}$/.test(changed) ? t('bulk.done', { changed: Number(changed) }) : deleted ? t('list.deleted', { code: deleted.slice(0, 40) }) : undefined;
  const filter = Object.fromEntries(BULK_FILTERS.flatMap((k) => (values[k] ? [[k, values[k]]] : [])));
  return (
    <>
      <StaffHeader lang={lang} me={me} path="products" />
      <main id="content" className="container staff-main">
        <h1>{t('list.title')}</h1>
        <CatalogNotice lang={lang} success={notice} />
        {canWrite ? (
          <p>
            <Link href={staffPath(lang, 'products/new', routingConfig)} className="button-primary">
              {t('list.new')}
            </Link>
          </p>
        ) : (
          <p role="status">{t('list.readOnly')}</p>
        )}
        <form method="get" action={action} className="staff-filters" aria-label={t('list.title')}>
          <TextFilter name="q" type="search" error={errors.q} label={t('list.filters.q')} value={values.q} maxLength={100} />
          <SelectFilter name="category" error={errors.category} label={t('list.filters.category')} value={values.category} anyLabel={t('list.filters.any')} options={loaded(lang, categories).items.map((c) => [c.code, `${'— '.repeat(c.depth)}${c.name[lang]}`] as const)} />
          <SelectFilter name="brand" error={errors.brand} label={t('list.filters.brand')} value={values.brand} anyLabel={t('list.filters.any')} options={loaded(lang, brands).items.map((b) => [b.code, b.name] as const)} />
          <SelectFilter name="status" error={errors.status} label={t('list.filters.status')} value={values.status} anyLabel={t('list.filters.any')} options={ProductStatuses.map((s) => [s, t(`statuses.${s}`)] as const)} />
          <SelectFilter name="stock" error={errors.stock} label={t('list.filters.stock')} value={values.stock} anyLabel={t('list.filters.any')} options={StockFilters.map((s) => [s, t(`list.stock.${s}`)] as const)} />
          <FilterButtons action={action} apply={t('list.filters.apply')} clear={t('list.filters.clear')} />
        </form>
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('list.invalidFilters')}</p>
          </div>
        )}
        {products && <ProductTable lang={lang} list={products} search={withoutPage(values)} />}
        {canWrite && products && products.total > 0 && (
          <BulkEditForm action={bulkEdit.bind(null, lang)} initial={{ values: { kind: 'setPrice', value: '', filter } }} texts={(await catalogTexts(lang)).bulk} hint={t('bulk.hint', { count: products.total })} />
        )}
      </main>
    </>
  );
}
