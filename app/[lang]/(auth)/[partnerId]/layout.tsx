import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { FreeDeliveryBanner } from '@/components/layout/free-delivery-banner';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { SessionSync } from '@/components/layout/session-sync';
import { SiteFooter } from '@/components/layout/site-footer';
import { IntentLink } from '@/components/ui/intent-link';
import { partnerMetadata, partnerOfSegment, partnerStaticParams, type PartnerSegmentParams } from '@/lib/seo/partner-segment';
import { buildPath } from '@/lib/routing/paths';
import '@/components/layout/storefront-styles';

// As the shop's layout (app/[lang]/[partnerId]/layout.tsx): rendered on the first request of each
// partner, then served from the cache.
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
 * The sign-in pages' chrome (login, registration, forgotten and reset password, the registration
 * link; decision 0057): the free-delivery banner (SPEC §1), the partner's name leading home, the
 * languages and the footer, and none of the shop's header (search, cart, account menu), which a
 * visitor who is not signed in cannot use. Its own route group, so that the shop layout's chrome
 * and its messages are not sent.
 */
export default async function AuthLayout({ children, params }: Props) {
  const { language, partner } = await partnerOfSegment(params);
  const t = await getTranslations('common');
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <SessionSync lang={language} partnerId={partner.code} />
      <FreeDeliveryBanner thresholdCents={partner.freeDeliveryThreshold} lang={language} />
      <header className="auth-header">
        <div className="container">
          <IntentLink className="brand" href={buildPath({ lang: language, partnerId: partner.code })}>
            {partner.name}
          </IntentLink>
          <ClientMessages lang={language} scope="(auth)/[partnerId]/layout">
            <LanguageSwitcher />
          </ClientMessages>
        </div>
      </header>
      {children}
      <SiteFooter lang={language} partnerId={partner.code} signIn />
    </>
  );
}
