import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PartnerSection } from '@/components/staff/partner-section';
import { getCatalogBrands, getCatalogCategories } from '@/lib/api/staff-catalog.server';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { deleteTaxonomy, saveBrand, saveCategory } from '@/lib/staff/catalog/taxonomy-actions';
import { brandValuesOf, categoryValuesOf } from '@/lib/staff/catalog/taxonomy-form';
import { CatalogNotice } from './catalog-notice';
import { DeleteForm } from './delete-form';
import { brandFields, categoryFields } from './taxonomy-fields';
import { TaxonomyForm } from './taxonomy-form';

type Kind = 'categories' | 'brands';

export async function taxonomyMetadata(kind: Kind, lang: Language, code: string): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: `staffCatalog.taxonomy.${kind}` });
  return { title: t('editOf', { code }) };
}

/**
 * One category or brand, an Employee's page (other roles: not found; the list shows them): its
 * form (a category's parent, names, size kind and position; a brand's name) and delete, refused
 * while it is in use (products; a category's sub-categories), the refusal shown here.
 */
export async function TaxonomyEdit({ kind, lang, code, error }: { kind: Kind; lang: Language; code: string; error?: string }) {
  const { me, canWrite } = await catalogMember(lang);
  const t = await getTranslations({ locale: lang, namespace: `staffCatalog.taxonomy.${kind}` });
  let form;
  if (kind === 'categories') {
    const tree = loaded(lang, await getCatalogCategories(lang)).items;
    const category = tree.find((c) => c.code === code);
    if (!category || !canWrite) notFound();
    form = <TaxonomyForm id="category" action={saveCategory.bind(null, lang, code)} initial={{ values: categoryValuesOf(category), errors: {} }} fields={await categoryFields(lang, tree, code)} submit={t('save')} />;
  } else {
    const brand = loaded(lang, await getCatalogBrands(lang)).items.find((b) => b.code === code);
    if (!brand || !canWrite) notFound();
    form = <TaxonomyForm id="brand" action={saveBrand.bind(null, lang, code)} initial={{ values: brandValuesOf(brand), errors: {} }} fields={await brandFields(lang, code)} submit={t('save')} />;
  }
  return (
    <PartnerSection lang={lang} me={me} path={`${kind}/${code}`} back={{ path: kind, text: t('back') }} title={t('editOf', { code })}>
      <CatalogNotice lang={lang} error={error} />
      {form}
      <DeleteForm action={deleteTaxonomy.bind(null, kind, lang, code)} hint={t('deleteHint')} label={t('delete')} />
    </PartnerSection>
  );
}
