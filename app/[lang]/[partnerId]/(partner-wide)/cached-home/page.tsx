import type { Metadata } from 'next';
import { LandingCustomer, LandingCustomerPlaceholder } from '@/components/landing/landing-customer';
import { landingPartner } from '@/components/landing/landing-partner';
import { LandingView } from '@/components/landing/landing-view';
import { Merchandising } from '@/components/landing/merchandising';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export const metadata: Metadata = privatePageMetadata();

/**
 * The landing page with the partner's products (issue #16 item 5), for a customer middleware has
 * verified (lib/routing/partner-wide.ts): the same for each of the partner's customers, rendered
 * once per partner and language and served from the cache until the catalogue or the partner
 * changes. No request can name this route itself.
 */
export default async function CachedLandingPage({ params }: Props) {
  const { lang: language, partner } = await landingPartner(params);
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/cached-home/page">
      <LandingView
        lang={language}
        partner={partner}
        customer={
          <CustomerGate partnerCode={partner.code} serverHasData fallback={<LandingCustomerPlaceholder />}>
            <LandingCustomer partnerCode={partner.code} />
          </CustomerGate>
        }
        shelves={<Merchandising lang={language} partnerId={partner.code} />}
      />
    </ClientMessages>
  );
}
