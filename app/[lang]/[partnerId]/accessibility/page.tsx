import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ShopTrust } from '@/components/layout/shop-trust';
import { getPartner } from '@/lib/api/partner.server';
import { ACCESSIBILITY_STATEMENT_DATE } from '@/lib/content/accessibility-statement';
import { ACCESSIBILITY_PAGE } from '@/lib/content/legal-pages';
import type { Language } from '@/lib/contract/enums';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  if (!partner) return {};
  const t = await getTranslations({ locale: lang as Language, namespace: 'accessibility' });
  return publicPageMetadata({ lang: lang as Language, partnerId, path: ACCESSIBILITY_PAGE, title: t('title'), description: t('description', { partner: partner.name }), siteName: partner.name });
}

const LIMITS = ['embedded', 'pdf', 'payment', 'content'] as const;
const MEASURES = ['keyboard', 'structure', 'zoom', 'contrast', 'motion'] as const;

/**
 * The accessibility statement (issue #49 item 4, decision 0098): the standard, the conformance
 * status with what is not conformant yet, how it was assessed, how to report a barrier (the
 * seller's e-mail: the partner's own issuer's, else the shop's) and where to turn next. Its text is
 * the messages' (`accessibility`), the same for every visitor: served from the cache like the
 * content pages, open to anyone.
 */
export default async function AccessibilityPage({ params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  const [partner, t] = await Promise.all([getPartner(partnerId, lang as Language), getTranslations({ locale: lang as Language, namespace: 'accessibility' })]);
  if (!partner) notFound();
  const email = partner.contactEmail;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <>
      <main id="content" className="container content-page">
        <h1>{t('title')}</h1>
        <div className="rich-text">
          <p>{t('intro', { partner: partner.name })}</p>
          <h2>{t('standardTitle')}</h2>
          <p>{t('standard')}</p>
          <h2>{t('statusTitle')}</h2>
          <p>{t.rich('status', { strong })}</p>
          <h2>{t('limitsTitle')}</h2>
          <ul>
            {LIMITS.map((key) => (
              <li key={key}>{t(`limits.${key}`)}</li>
            ))}
          </ul>
          <p>{t('outOfScope')}</p>
          <h2>{t('measuresTitle')}</h2>
          <ul>
            {MEASURES.map((key) => (
              <li key={key}>{t(`measures.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('preparedTitle')}</h2>
          <p>{t('prepared')}</p>
          <p>{t('date', { date: new Date(ACCESSIBILITY_STATEMENT_DATE) })}</p>
          <h2>{t('feedbackTitle')}</h2>
          <p>{t.rich('feedback', { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}</p>
          <h2>{t('enforcementTitle')}</h2>
          <p>{t.rich('enforcement', { ombudsman: (chunks) => <a href="https://www.synigoroskatanaloti.gr">{chunks}</a> })}</p>
        </div>
      </main>
      <ShopTrust lang={lang as Language} partnerId={partnerId} />
    </>
  );
}
