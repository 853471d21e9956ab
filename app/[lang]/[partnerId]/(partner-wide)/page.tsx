import type { Metadata } from 'next';
import { LandingCustomer, LandingCustomerPlaceholder } from '@/components/landing/landing-customer';
import { landingPartner } from '@/components/landing/landing-partner';
import { LandingView } from '@/components/landing/landing-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export const metadata: Metadata = privatePageMetadata();

/**
 * The authenticated partner landing page (SPEC §2) for a customer whose access token middleware
 * could not verify (expired: the browser refreshes it): the partner, its discount and content,
 * served from the cache; no products (those are the cached-home route's, for verified customers).
 */
export default async function LandingPage({ params }: Props) {
  const { lang: language, partner } = await landingPartner(params);
  return (
    <LandingView
      lang={language}
      partner={partner}
      customer={
        <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/page">
          <CustomerGate partnerCode={partner.code} serverHasData fallback={<LandingCustomerPlaceholder />}>
            <LandingCustomer partnerCode={partner.code} />
          </CustomerGate>
        </ClientMessages>
      }
    />
  );
}
