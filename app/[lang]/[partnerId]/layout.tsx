import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FreeDeliveryBanner } from '@/components/layout/free-delivery-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  return partner ? { title: { default: partner.name, template: `%s · ${partner.name}` } } : {};
}

/**
 * The partner storefront layout: loads the partner by the path's code on the server (SPEC §2);
 * a missing partner sends the visitor to the root (SPEC §4), which is the not-found page.
 */
export default async function PartnerLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const partner = await getPartner(partnerId, language);
  if (!partner) redirect('/');
  return (
    <>
      <FreeDeliveryBanner />
      <SiteHeader partnerName={partner.name} partnerId={partner.code} lang={language} />
      {children}
    </>
  );
}
