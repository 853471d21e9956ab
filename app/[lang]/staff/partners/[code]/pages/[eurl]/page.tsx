import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPageForm } from '@/components/staff/content-pages/content-page-form';
import { contentPageLabels } from '@/components/staff/content-pages/content-page-labels';
import { PartnerSection } from '@/components/staff/partner-section';
import { RichText } from '@/components/ui/rich-text';
import { getStaffContentPages } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { saveContentPage } from '@/lib/staff/content-page-actions';
import { contentPageValuesOf } from '@/lib/staff/content-page-form';
import { loadPartnerSection } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string; eurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, eurl } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staff.pages' });
  return { title: t('editOf', { title: eurl }) };
}

/** One content page of a partner (issue #18 item 7): an Employee's form; the text as shown for the others. */
export default async function StaffContentPagePage({ params }: Props) {
  const { lang: rawLang, code, eurl } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, data, canWrite } = await loadPartnerSection(lang, code, getStaffContentPages);
  const page = data.find((p) => p.eurl === eurl);
  if (!page) notFound();
  const t = await getTranslations('staff.pages');
  const list = `partners/${encodeURIComponent(partner.code)}/pages`;
  return (
    <PartnerSection lang={lang} me={me} path={`${list}/${page.eurl}`} back={{ path: list, text: t('backToList') }} title={t('editOf', { title: page.title[lang] || page.eurl })}>
      {canWrite ? (
        <>
          <ContentPageForm action={saveContentPage.bind(null, lang, partner.code, page.eurl)} initial={{ values: contentPageValuesOf(page), errors: {} }} labels={await contentPageLabels()} eurlFixed />
          <p>
            <Link href={staffPath(lang, `${list}/${page.eurl}/delete`, routingConfig)}>{t('delete')}</Link>
          </p>
        </>
      ) : (
        <>
          <p role="status">{t('readOnly')}</p>
          {(['el', 'en'] as const).map((l) => (
            <section key={l} lang={l} aria-label={page.title[l]}>
              <h2>{page.title[l]}</h2>
              <p>{page.description[l]}</p>
              <RichText html={page.body[l]} />
            </section>
          ))}
        </>
      )}
    </PartnerSection>
  );
}
