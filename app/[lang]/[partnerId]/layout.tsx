import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { FreeDeliveryBanner } from '@/components/layout/free-delivery-banner';
import { FrontEndCanonical } from '@/components/layout/front-end-canonical';
import { ImpersonationBanner } from '@/components/layout/impersonation-banner';
import { RouteProgress } from '@/components/layout/route-progress';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SessionSync } from '@/components/layout/session-sync';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { BUILD_ONLY_PARTNER, getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';

// The partner's code is known only at request time: its pages render on the first request (the
// public ones are then served from the cache, issue #15).
export const instant = false;

/**
 * No partner is known at build time (they live in the database): each partner's pages render on
 * its first request and the cacheable ones are kept (ISR). Cache Components wants one entry here
 * to validate the routes at build: a code no request can reach (middleware refuses it).
 */
export function generateStaticParams(): { partnerId: string }[] {
  return [{ partnerId: BUILD_ONLY_PARTNER }];
}

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  return partner ? { title: { default: partner.name, template: `%s · ${partner.name}` } } : {};
}

/**
 * The partner storefront layout: the partner by the path's code, with its promotion (cached, the same for every
 * visitor) and the chrome, whose personal parts (greeting, cart badge) render in the browser from
 * the stored session. It reads nothing of the request, so the public pages below it are cached
 * whole; the customer's own data loads in the browser. A missing partner is sent to the
 * root by middleware (SPEC §4); the redirect here covers a partner removed since.
 */
export default async function PartnerLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const partner = await getPartner(partnerId, language);
  if (!partner) redirect('/');
  const t = await getTranslations('common');

  return (
    <>
      {/* Below the partner lookup: a Suspense boundary above it would flush a 200 shell before the
          missing-partner redirect could set its status (Cache Components). */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
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
      {children}
      <SiteFooter lang={language} partnerId={partner.code} />
    </>
  );
}
