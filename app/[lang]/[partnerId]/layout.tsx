import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CanonicalUrl } from '@/components/layout/canonical-url';
import { FreeDeliveryBanner } from '@/components/layout/free-delivery-banner';
import { ImpersonationBanner } from '@/components/layout/impersonation-banner';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SessionSync } from '@/components/layout/session-sync';
import { SiteHeader } from '@/components/layout/site-header';
import { getCustomerContext, getPartner } from '@/lib/api/partner.server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { CANONICAL_HEADER } from '@/lib/routing/resolve';

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  return partner ? { title: { default: partner.name, template: `%s · ${partner.name}` } } : {};
}

/**
 * The partner storefront layout: loads the partner by the path's code and, for a logged-in
 * customer, the profile and promotion info on the server, and hands them to react-query on the
 * client (no second fetch). A missing partner sends the visitor to the root (SPEC §4).
 */
export default async function PartnerLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const [partner, customer] = await Promise.all([getPartner(partnerId, language), getCustomerContext(partnerId, language)]);
  if (!partner) redirect('/');
  const t = await getTranslations('common');
  const canonical = routingConfig.frontEndRedirect ? (await headers()).get(CANONICAL_HEADER) : null;

  const queryClient = new QueryClient();
  // The landing page renders the partner's rich content on the server; the client gets the rest.
  queryClient.setQueryData(queryKeys.partner(partner.code, language), { ...partner, content: '' });
  if (customer) {
    queryClient.setQueryData(queryKeys.profile(partner.code), customer.profile);
    queryClient.setQueryData(queryKeys.promotionInfo(partner.code), customer.promotion);
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <ImpersonationBanner />
      <FreeDeliveryBanner />
      <SiteHeader partnerName={partner.name} partnerId={partner.code} lang={language} />
      <SessionSync lang={language} partnerId={partner.code} />
      <ScrollToTop />
      {canonical && <CanonicalUrl canonical={canonical} />}
      {children}
    </HydrationBoundary>
  );
}
