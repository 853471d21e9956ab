import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { catalogTexts } from '@/components/staff/catalog/catalog-texts.server';
import { ProductEditor } from '@/components/staff/catalog/product-editor';
import { PartnerSection } from '@/components/staff/partner-section';
import type { Language } from '@/lib/contract/enums';
import { catalogMember, editorOptions } from '@/lib/staff/catalog/catalog-page.server';
import { saveProduct } from '@/lib/staff/catalog/product-actions';
import { emptyProductValues } from '@/lib/staff/catalog/product-form';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCatalog.editor' });
  return { title: t('newTitle') };
}

/** A new product (issue #45 item 1): an Employee's editor, saved as a Draft until its status says otherwise; other roles have none. */
export default async function StaffNewProductPage({ params }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const { me, canWrite } = await catalogMember(lang);
  if (!canWrite) notFound();
  const [options, texts, t] = await Promise.all([editorOptions(lang), catalogTexts(lang), getTranslations('staffCatalog.editor')]);
  const initial = { values: emptyProductValues(options.categories[0]?.code, options.brands[0]?.code), errors: {} };
  return (
    <PartnerSection lang={lang} me={me} path="products/new" back={{ path: 'products', text: t('back') }} title={t('newTitle')}>
      <ProductEditor action={saveProduct.bind(null, lang, null)} initial={initial} texts={texts} options={options} isNew readOnly={false} />
    </PartnerSection>
  );
}
