import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { brandFields } from '@/components/staff/catalog/taxonomy-fields';
import { TaxonomyForm } from '@/components/staff/catalog/taxonomy-form';
import { PartnerSection } from '@/components/staff/partner-section';
import { getCatalogBrands } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { deleteTaxonomy, saveBrand } from '@/lib/staff/catalog/taxonomy-actions';
import { brandValuesOf } from '@/lib/staff/catalog/taxonomy-form';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staffCatalog.taxonomy.brands' });
  return { title: t('editOf', { code }) };
}

/** One brand, an Employee's: its name, and delete (refused while it has products). */
export default async function StaffBrandPage({ params, searchParams }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, canWrite } = await catalogMember(lang);
  const items = loaded(lang, await getCatalogBrands(lang)).items;
  const brand = items.find((c) => c.code === code);
  if (!brand || !canWrite) notFound();
  const t = await getTranslations('staffCatalog.taxonomy.brands');
  return (
    <PartnerSection lang={lang} me={me} path={`brands/${brand.code}`} back={{ path: 'brands', text: t('back') }} title={t('editOf', { code: brand.code })}>
      <CatalogNotice lang={lang} error={queryValue((await searchParams).error)} />
      <TaxonomyForm id="brand" action={saveBrand.bind(null, lang, brand.code)} initial={{ values: brandValuesOf(brand), errors: {} }} fields={await brandFields(lang, brand.code)} submit={t('save')} />
      <form action={deleteTaxonomy.bind(null, 'brands', lang, brand.code)} className="catalog-section">
        <p className="field-hint">{t('deleteHint')}</p>
        <button type="submit" className="button-secondary">
          {t('delete')}
        </button>
      </form>
    </PartnerSection>
  );
}
