import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RichText } from '@/components/ui/rich-text';
import type { Language } from '@/lib/contract/enums';
import type { Partner } from '@/lib/contract/partner';
import { buildPath } from '@/lib/routing/paths';

/**
 * The partner landing page (SPEC §2): the partner, its discount and rich content, the same for
 * each of its customers. `customer` renders the personal part that loads in the browser (the
 * greeting and the quota left, given the partner's discount text; the route file wraps it in its
 * client messages); `shelves`, the partner's products (./merchandising.tsx), for a customer
 * middleware has verified (the cached-home route).
 */
export async function LandingView(props: { lang: Language; partner: Partner; customer: (discountText: string) => ReactNode; shelves?: ReactNode }) {
  const { lang, partner, customer, shelves } = props;
  const t = await getTranslations({ locale: lang, namespace: 'landing' });
  const { discount } = partner.promotion;
  const discountText = t('discount', {
    value: discount.kind === 'Percentage' ? t('discountPercent', { value: discount.value }) : t('discountFixed', { value: (discount.value / 100).toFixed(2) }),
  });
  return (
    <main className="container landing" id="content">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero-text">
          <h1 id="landing-title">{partner.name}</h1>
          {customer(discountText)}
        </div>
        <IntentLink className="button-primary landing-cta" href={buildPath({ lang, partnerId: partner.code, path: 'products' })}>
          {t('shopNow')}
        </IntentLink>
      </section>
      <RichText html={partner.content} />
      {/* Last: its recently viewed part appears once the browser has read them, and moves nothing. */}
      {shelves}
    </main>
  );
}
