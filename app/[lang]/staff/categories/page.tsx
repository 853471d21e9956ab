import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { categoryFields } from '@/components/staff/catalog/taxonomy-fields';
import { TaxonomyForm } from '@/components/staff/catalog/taxonomy-form';
import { CategoryTree } from '@/components/staff/catalog/taxonomy-tables';
import { StaffHeader } from '@/components/staff/staff-header';
import { getCatalogCategories } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { saveCategory } from '@/lib/staff/catalog/taxonomy-actions';
import { emptyCategoryValues } from '@/lib/staff/catalog/taxonomy-form';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCatalog.taxonomy.categories' });
  return { title: t('title') };
}

/** The category tree (issue #45 item 1) with both names, size kind and product count; an Employee adds a category here and changes or deletes one on its page. */
export default async function StaffCategoriesPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const query = await searchParams;
  const { me, canWrite } = await catalogMember(lang);
  const tree = loaded(lang, await getCatalogCategories(lang)).items;
  const t = await getTranslations('staffCatalog.taxonomy.categories');
  const saved = queryValue(query.saved)?.slice(0, 40);
  const deleted = queryValue(query.deleted)?.slice(0, 40);
  return (
    <>
      <StaffHeader lang={lang} me={me} path="categories" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <CatalogNotice lang={lang} success={saved ? t('saved', { code: saved }) : deleted ? t('deleted', { code: deleted }) : undefined} />
        {!canWrite && <p role="status">{t('readOnly')}</p>}
        <CategoryTree lang={lang} items={tree} canWrite={canWrite} />
        {canWrite && (
          <section className="catalog-section" aria-labelledby="new-category">
            <h2 id="new-category">{t('new')}</h2>
            <TaxonomyForm id="category" action={saveCategory.bind(null, lang, null)} initial={{ values: emptyCategoryValues, errors: {} }} fields={await categoryFields(lang, tree)} submit={t('create')} />
          </section>
        )}
      </main>
    </>
  );
}
