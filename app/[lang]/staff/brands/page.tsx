import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { brandFields } from '@/components/staff/catalog/taxonomy-fields';
import { TaxonomyForm } from '@/components/staff/catalog/taxonomy-form';
import { BrandTable } from '@/components/staff/catalog/taxonomy-tables';
import { StaffHeader } from '@/components/staff/staff-header';
import { getCatalogBrands } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { saveBrand } from '@/lib/staff/catalog/taxonomy-actions';
import { emptyBrandValues } from '@/lib/staff/catalog/taxonomy-form';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCatalog.taxonomy.brands' });
  return { title: t('title') };
}

/** The brands (issue #45 item 1) with their product count; an Employee adds a brand here and renames or deletes one on its page. */
export default async function StaffBrandsPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const query = await searchParams;
  const { me, canWrite } = await catalogMember(lang);
  const items = loaded(lang, await getCatalogBrands(lang)).items;
  const t = await getTranslations('staffCatalog.taxonomy.brands');
  const saved = queryValue(query.saved)?.slice(0, 40);
  const deleted = queryValue(query.deleted)?.slice(0, 40);
  return (
    <>
      <StaffHeader lang={lang} me={me} path="brands" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <CatalogNotice lang={lang} success={saved ? t('saved', { code: saved }) : deleted ? t('deleted', { code: deleted }) : undefined} />
        {!canWrite && <p role="status">{t('readOnly')}</p>}
        <BrandTable lang={lang} items={items} canWrite={canWrite} />
        {canWrite && (
          <section className="catalog-section" aria-labelledby="new-brand">
            <h2 id="new-brand">{t('new')}</h2>
            <TaxonomyForm id="brand" action={saveBrand.bind(null, lang, null)} initial={{ values: emptyBrandValues, errors: {} }} fields={await brandFields(lang)} submit={t('create')} />
          </section>
        )}
      </main>
    </>
  );
}
