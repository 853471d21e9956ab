import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PartnerTable } from '@/components/staff/partner-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe, getStaffPartners } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.partners' });
  return { title: t('title') };
}

/** The partners the member sees (issue #17 item 3), each linking to its settings. */
export default async function StaffPartnersPage({ params }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const [me, list] = [await getStaffMe(lang), await getStaffPartners(lang)];
  if (me.kind !== 'ok' || list.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.partners');
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="partners" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <PartnerTable lang={lang} list={list.data} />
      </main>
    </>
  );
}
