import 'server-only';
import { getTranslations } from 'next-intl/server';
import { SizeKind, type Language } from '@/lib/contract/enums';
import type { StaffCategory } from '@/lib/contract/staff-catalog';
import type { BrandFormValues, CategoryFormValues } from '@/lib/staff/catalog/taxonomy-form';
import type { TaxonomyField } from './taxonomy-form';

/** The category form's fields in the request's language; a category's own code and its descendants are no parent it can take (the API refuses a cycle too). */
export async function categoryFields(lang: Language, tree: readonly StaffCategory[], editing?: string): Promise<TaxonomyField<keyof CategoryFormValues>[]> {
  const t = await getTranslations({ locale: lang, namespace: 'staffCatalog.taxonomy.categories' });
  const below = new Set(editing ? [editing] : []);
  for (const c of tree) if (c.parentCode && below.has(c.parentCode)) below.add(c.code);
  const parents = tree.filter((c) => !below.has(c.code)).map((c) => [c.code, `${'— '.repeat(c.depth)}${c.name[lang]}`] as const);
  return [
    { name: 'code', label: t('code'), hint: editing ? undefined : t('codeHint'), readOnly: !!editing },
    { name: 'parentCode', label: t('parent'), options: [['', t('noParent')], ...parents] },
    { name: 'nameEl', label: t('nameEl'), lang: 'el' },
    { name: 'nameEn', label: t('nameEn'), lang: 'en' },
    { name: 'sizeKind', label: t('sizeKind'), options: SizeKind.map((k) => [k, t(`sizeKinds.${k}`)] as const) },
    { name: 'position', label: t('position') },
  ];
}

export async function brandFields(lang: Language, editing?: string): Promise<TaxonomyField<keyof BrandFormValues>[]> {
  const t = await getTranslations({ locale: lang, namespace: 'staffCatalog.taxonomy.brands' });
  return [
    { name: 'code', label: t('code'), hint: editing ? undefined : t('codeHint'), readOnly: !!editing },
    { name: 'name', label: t('name') },
  ];
}
