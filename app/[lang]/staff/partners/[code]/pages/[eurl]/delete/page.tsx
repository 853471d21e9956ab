import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PartnerSection } from '@/components/staff/partner-section';
import { getStaffContentPages } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { deleteContentPage } from '@/lib/staff/content-page-actions';
import { loadPartnerSection } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string; eurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.pages' });
  return { title: t('delete') };
}

/** The confirmation before a content page is deleted (issue #18 item 7): an Employee's; a plain form, no script needed. */
export default async function StaffDeleteContentPagePage({ params }: Props) {
  const { lang: rawLang, code, eurl } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, data, canWrite } = await loadPartnerSection(lang, code, getStaffContentPages);
  const page = data.find((p) => p.eurl === eurl);
  if (!page || !canWrite) notFound();
  const t = await getTranslations('staff.pages');
  const list = `partners/${encodeURIComponent(partner.code)}/pages`;
  return (
    <PartnerSection lang={lang} me={me} path={`${list}/${page.eurl}/delete`} back={{ path: list, text: t('backToList') }} title={t('confirmTitle', { title: page.title[lang] || page.eurl })}>
      <p>{t('confirmText', { eurl: page.eurl })}</p>
      <form action={deleteContentPage.bind(null, lang, partner.code, page.eurl)} className="staff-return-actions">
        <button type="submit" className="button-primary">
          {t('confirm')}
        </button>
        <Link href={staffPath(lang, list, routingConfig)}>{t('cancel')}</Link>
      </form>
    </PartnerSection>
  );
}
