import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPageForm } from '@/components/staff/content-pages/content-page-form';
import { contentPageLabels } from '@/components/staff/content-pages/content-page-labels';
import { PartnerSection } from '@/components/staff/partner-section';
import { getStaffContentPages } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { saveContentPage } from '@/lib/staff/content-page-actions';
import { emptyContentPageValues } from '@/lib/staff/content-page-form';
import { loadPartnerSection } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.pages' });
  return { title: t('new') };
}

/** A new content page of a partner (issue #18 item 7): an Employee's form; other roles have none. */
export default async function StaffNewContentPagePage({ params }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, canWrite } = await loadPartnerSection(lang, code, getStaffContentPages);
  if (!canWrite) notFound();
  const t = await getTranslations('staff.pages');
  const list = `partners/${encodeURIComponent(partner.code)}/pages`;
  return (
    <PartnerSection lang={lang} me={me} path={`${list}/new`} back={{ path: list, text: t('backToList') }} title={t('newOf', { name: partner.name })}>
      <ContentPageForm action={saveContentPage.bind(null, lang, partner.code, null)} initial={{ values: emptyContentPageValues, errors: {} }} labels={await contentPageLabels()} eurlFixed={false} />
    </PartnerSection>
  );
}
