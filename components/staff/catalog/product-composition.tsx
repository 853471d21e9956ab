import 'server-only';
import { getComposition } from '@/lib/api/staff-product-kinds.server';
import type { Language } from '@/lib/contract/enums';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { loaded } from '@/lib/staff/catalog/catalog-page.server';
import { saveMembers, saveParts } from '@/lib/staff/catalog/composition-actions';
import { membersStateOf, partsStateOf } from '@/lib/staff/catalog/composition-form';
import en from '@/messages/en.json';
import { BundlePartsPanel } from './bundle-parts-panel';
import { textWalker, type Node } from './catalog-texts.server';
import type { CompositionTexts } from './composition-texts';
import { GroupMembersPanel } from './group-members-panel';

/**
 * What the product page adds for a Bundle (its Parts panel) or a Grouped product (its Members
 * panel) (issue #45, decision 0046); nothing for another kind. Read-only for a SalesPerson and an
 * Inspector.
 */
export async function ProductComposition({ lang, product, canWrite }: { lang: Language; product: Pick<StaffProduct, 'code' | 'kind'>; canWrite: boolean }) {
  if (product.kind !== 'Bundle' && product.kind !== 'Grouped') return null;
  const composition = loaded(lang, await getComposition(lang, product.code));
  const { errors: _errors, ...own } = en.staffProductKinds;
  const texts = (await textWalker(lang))(own as Node, 'staffProductKinds') as CompositionTexts;
  return product.kind === 'Bundle' ? (
    <BundlePartsPanel action={saveParts.bind(null, lang, product.code)} initial={partsStateOf(composition)} saved={composition} texts={texts} readOnly={!canWrite} lang={lang} />
  ) : (
    <GroupMembersPanel action={saveMembers.bind(null, lang, product.code)} initial={membersStateOf(composition)} saved={composition} texts={texts} readOnly={!canWrite} lang={lang} />
  );
}
