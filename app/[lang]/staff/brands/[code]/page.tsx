import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { TaxonomyEdit, taxonomyMetadata } from '@/components/staff/catalog/taxonomy-edit';
import type { Language } from '@/lib/contract/enums';
import { queryValue } from '@/lib/staff/partner-section.server';
import '@/components/staff/catalog/catalog.css';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  return taxonomyMetadata('brands', lang as Language, code);
}

/** One brand (issue #45 item 1): components/staff/catalog/taxonomy-edit.tsx. */
export default async function StaffBrandPage({ params, searchParams }: Props) {
  const { lang, code } = await params;
  setRequestLocale(lang as Language);
  return <TaxonomyEdit kind="brands" lang={lang as Language} code={code} error={queryValue((await searchParams).error)} />;
}
