import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { categoryFields } from '@/components/staff/catalog/taxonomy-fields';
import { TaxonomyForm } from '@/components/staff/catalog/taxonomy-form';
import { PartnerSection } from '@/components/staff/partner-section';
import { getCatalogCategories } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { deleteTaxonomy, saveCategory } from '@/lib/staff/catalog/taxonomy-actions';
import { categoryValuesOf } from '@/lib/staff/catalog/taxonomy-form';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staffCatalog.taxonomy.categories' });
  return { title: t('editOf', { code }) };
}

/** One category, an Employee's: its parent, names, size kind and position, and delete (refused while it has products or sub-categories). */
export default async function StaffCategoryPage({ params, searchParams }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, canWrite } = await catalogMember(lang);
  const tree = loaded(lang, await getCatalogCategories(lang)).items;
  const category = tree.find((c) => c.code === code);
  if (!category || !canWrite) notFound();
  const t = await getTranslations('staffCatalog.taxonomy.categories');
  return (
    <PartnerSection lang={lang} me={me} path={`categories/${category.code}`} back={{ path: 'categories', text: t('back') }} title={t('editOf', { code: category.code })}>
      <CatalogNotice lang={lang} error={queryValue((await searchParams).error)} />
      <TaxonomyForm id="category" action={saveCategory.bind(null, lang, category.code)} initial={{ values: categoryValuesOf(category), errors: {} }} fields={await categoryFields(lang, tree, category.code)} submit={t('save')} />
      <form action={deleteTaxonomy.bind(null, 'categories', lang, category.code)} className="catalog-section">
        <p className="field-hint">{t('deleteHint')}</p>
        <button type="submit" className="button-secondary">
          {t('delete')}
        </button>
      </form>
    </PartnerSection>
  );
}
