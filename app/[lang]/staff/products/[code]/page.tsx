import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogNotice } from '@/components/staff/catalog/catalog-notice';
import { DeleteForm } from '@/components/staff/catalog/delete-form';
import { catalogTexts } from '@/components/staff/catalog/catalog-texts.server';
import { PriceHistory } from '@/components/staff/catalog/price-history';
import { ProductEditor } from '@/components/staff/catalog/product-editor';
import { ProductComposition } from '@/components/staff/catalog/product-composition';
import { PartnerSection } from '@/components/staff/partner-section';
import { getCatalogProduct } from '@/lib/api/staff-catalog.server';
import { sanitizeRichText } from '@/lib/content/sanitize';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { catalogMember, editorOptions, loaded } from '@/lib/staff/catalog/catalog-page.server';
import { deleteProduct, saveProduct } from '@/lib/staff/catalog/product-actions';
import { productValuesOf } from '@/lib/staff/catalog/product-form';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staffCatalog.editor' });
  return { title: t('editTitle', { code: code.toUpperCase() }) };
}

/**
 * A product in the console (issue #45 item 1): an Employee's editor (both languages side by side,
 * details, partners, the variant grid, status; a link to its pictures; delete while nothing holds
 * it); a SalesPerson and an Inspector see the same page without its controls. Console paths are in
 * lower case; product codes in capitals.
 */
export default async function StaffProductPage({ params, searchParams }: Props) {
  const { lang: rawLang, code: rawCode } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const query = await searchParams;
  const { me, canWrite } = await catalogMember(lang);
  const product = loaded(lang, await getCatalogProduct(lang, rawCode.toUpperCase()));
  const [options, texts, t] = await Promise.all([editorOptions(lang), catalogTexts(lang), getTranslations('staffCatalog.editor')]);
  const path = `products/${product.code.toLowerCase()}`;
  const preview = { el: sanitizeRichText(product.description.el), en: sanitizeRichText(product.description.en) };
  return (
    <PartnerSection lang={lang} me={me} path={path} back={{ path: 'products', text: t('back') }} title={t('editTitle', { code: product.code })}>
      <CatalogNotice lang={lang} error={queryValue(query.error)} success={queryValue(query.saved) ? t('saved') : undefined} />
      {!canWrite && <p role="status">{t('readOnly')}</p>}
      <p className="catalog-meta">
        <Link href={staffPath(lang, `${path}/pictures`, routingConfig)}>{t('pictures')}</Link>
        <span>{t('version', { version: product.version })}</span>
      </p>
      <ProductEditor action={saveProduct.bind(null, lang, product.code)} initial={{ values: productValuesOf(product), errors: {} }} texts={texts} options={options} isNew={false} readOnly={!canWrite} preview={preview} />
      <ProductComposition lang={lang} product={product} canWrite={canWrite} />
      <PriceHistory lang={lang} history={product.priceHistory} />
      {canWrite && (
        <DeleteForm action={deleteProduct.bind(null, lang, product.code, product.version)} hint={t('deleteHint')} label={t('delete')} />
      )}
    </PartnerSection>
  );
}
