import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPageTable } from '@/components/staff/content-pages/content-page-table';
import { PartnerSection } from '@/components/staff/partner-section';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffContentPages } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { loadPartnerSection, queryValue } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staff.pages' });
  return { title: t('title', { code }) };
}

/** A partner's content pages (issue #18 item 7): the list; an Employee adds, edits and deletes them. */
export default async function StaffContentPagesPage({ params, searchParams }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, data, canWrite } = await loadPartnerSection(lang, code, getStaffContentPages);
  const query = await searchParams;
  const t = await getTranslations('staff.pages');
  const saved = queryValue(query.saved);
  const deleted = queryValue(query.deleted);
  const base = `partners/${encodeURIComponent(partner.code)}`;
  return (
    <PartnerSection lang={lang} me={me} path={`${base}/pages`} back={{ path: base, text: t('back', { name: partner.name }) }} title={t('heading', { name: partner.name })}>
      <StaffNotice error={queryValue(query.failed) ? 'unknown' : undefined} success={saved ? t('saved', { eurl: saved }) : deleted ? t('deleted', { eurl: deleted }) : undefined} />
      {canWrite ? (
        <p>
          <Link href={staffPath(lang, `${base}/pages/new`, routingConfig)} className="button-primary">
            {t('new')}
          </Link>
        </p>
      ) : (
        <p role="status">{t('readOnly')}</p>
      )}
      <ContentPageTable lang={lang} code={partner.code} pages={data} canWrite={canWrite} />
    </PartnerSection>
  );
}
