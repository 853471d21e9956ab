import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { EditorOptions } from '@/components/staff/catalog/product-details';
import { getCatalogBrands, getCatalogCategories } from '@/lib/api/staff-catalog.server';
import { getStaffMe, getStaffPartners, type StaffLoaded } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

const login = (lang: Language) => `${staffPath(lang, 'login', routingConfig)}?signedOut=1`;

/** The member of a console catalogue page (no session: the console login) and whether they may change the catalogue (an Employee). */
export async function catalogMember(lang: Language): Promise<{ me: StaffMember; canWrite: boolean }> {
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(login(lang));
  return { me: me.data, canWrite: me.data.role === 'Employee' };
}

/** A read's data: the console login when the session ended, the not-found page when there is nothing. */
export function loaded<T>(lang: Language, answer: StaffLoaded<T>): T {
  if (answer.kind === 'signed-out') redirect(login(lang));
  if (answer.kind === 'not-found') notFound();
  return answer.data;
}

/** What the product editor chooses from: the category tree (indented, with each size kind), the brands and the partners the member sees. */
export async function editorOptions(lang: Language): Promise<EditorOptions> {
  const [categories, brands, partners] = await Promise.all([getCatalogCategories(lang), getCatalogBrands(lang), getStaffPartners(lang)]);
  return {
    categories: loaded(lang, categories).items.map((c) => ({ code: c.code, label: `${'— '.repeat(c.depth)}${c.name[lang]}`, sizeKind: c.sizeKind })),
    brands: loaded(lang, brands).items.map((b) => ({ code: b.code, name: b.name })),
    partners: loaded(lang, partners).items.map((p) => ({ code: p.code, name: p.name })),
  };
}
