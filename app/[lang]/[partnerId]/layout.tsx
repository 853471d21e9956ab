import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentBootstrap } from '@/components/consent/consent-bootstrap';
import { ClientMessages } from '@/components/layout/client-messages';
import { FreeDeliveryBanner } from '@/components/layout/free-delivery-banner';
import { FrontEndCanonical } from '@/components/layout/front-end-canonical';
import { ImpersonationBanner } from '@/components/layout/impersonation-banner';
import { RouteProgress } from '@/components/layout/route-progress';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SessionSync } from '@/components/layout/session-sync';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { partnerMetadata, partnerOfSegment, partnerStaticParams, type PartnerSegmentParams } from '@/lib/seo/partner-segment';
import { routingConfig } from '@/lib/routing/config';
import '@/components/layout/storefront-styles';

// The partner's code is known only at request time: its pages render on the first request (the
// public ones are then served from the cache, issue #15).
export const instant = false;

/** A code no request can reach, for the build (lib/seo/partner-segment.ts). */
export function generateStaticParams() {
  return partnerStaticParams();
}

type Props = { children: ReactNode; params: PartnerSegmentParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return partnerMetadata(params);
}

/**
 * The partner storefront layout: the partner by the path's code, with its promotion (cached, the same for every
 * visitor) and the chrome, whose personal parts (greeting, cart badge) render in the browser from
 * the stored session. It reads nothing of the request, so the public pages below it are cached
 * whole; the customer's own data loads in the browser.
 */
export default async function PartnerLayout({ children, params }: Props) {
  const { language, partner } = await partnerOfSegment(params);
  const t = await getTranslations('common');

  // The chrome's client parts get their messages here, not from the root layout: the sign-in
  // pages have a chrome of their own and are sent none of them (decision 0057).
  return (
    <>
      <ClientMessages lang={language} scope="[partnerId]/layout">
        {/* Below the partner lookup: a Suspense boundary above it would flush a 200 shell before the
            missing-partner redirect could set its status (Cache Components). */}
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {/* First in the page after the skip link, so a keyboard reaches it at once; shown by the browser only while no choice is stored (decision 0094). */}
        <ConsentBanner lang={language} partnerId={partner.code} />
        <ConsentBootstrap partnerId={partner.code} />
        {/* Before the header: its effect runs first, so a session the server ended is cleared before
            the header's parts ask the API with it. */}
        <SessionSync lang={language} partnerId={partner.code} />
        <ImpersonationBanner lang={language} />
        <FreeDeliveryBanner thresholdCents={partner.freeDeliveryThreshold} lang={language} />
        <SiteHeader partnerName={partner.name} partnerId={partner.code} lang={language} />
        <ScrollToTop />
        {routingConfig.frontEndRedirect && (
          <Suspense fallback={null}>
            <FrontEndCanonical />
          </Suspense>
        )}
      </ClientMessages>
      {children}
      <SiteFooter lang={language} partnerId={partner.code} />
    </>
  );
}
