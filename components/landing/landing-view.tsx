import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RichText } from '@/components/ui/rich-text';
import { shopConfig } from '@/lib/config/shop-config.server';
import type { Language } from '@/lib/contract/enums';
import type { Partner } from '@/lib/contract/partner';
import { formatMoney } from '@/lib/i18n/money';
import { buildPath } from '@/lib/routing/paths';
import { dayRangeText, deliveryEstimate } from '@/lib/rules/delivery-estimate';

/**
 * The partner landing page (SPEC §2), the same for each of its customers. Its hero (issue #46)
 * says the partner's offer, its discount, as the page's heading, with one action: into the
 * catalogue. Text only (drawn with CSS, no picture to download), so the heading is the page's
 * largest paint. `customer` renders the personal part that loads in the browser (the greeting and
 * the quota left; the route file wraps it in its client messages); `shelves`, the partner's
 * products (./merchandising.tsx), for a customer middleware has verified (the cached-home route).
 */
export async function LandingView(props: { lang: Language; partner: Partner; customer: ReactNode; shelves?: ReactNode }) {
  const { lang, partner, customer, shelves } = props;
  const [t, th, tp] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'landing' }),
    getTranslations({ locale: lang, namespace: 'hero' }),
    getTranslations({ locale: lang, namespace: 'productPage' }),
  ]);
  const { discount } = partner.promotion;
  const headline =
    discount.value <= 0
      ? th('headlineNone')
      : discount.kind === 'Percentage'
        ? th('headlinePercent', { value: discount.value })
        : th('headlineFixed', { amount: formatMoney(discount.value, lang) });
  // What the product page says of goods on the shelf.
  const delivery = deliveryEstimate({ status: 'Available', inStock: true }, shopConfig().delivery);
  return (
    <main className="container landing" id="content">
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title" className="hero-title">
          <span className="hero-kicker">{th('kicker', { partner: partner.name })}</span> {headline}
        </h1>
        <p className="hero-lede">{th('lede')}</p>
        {delivery?.max != null && <p className="hero-note">{tp('deliveryEstimate', dayRangeText({ min: delivery.min, max: delivery.max }))}</p>}
        <IntentLink className="button-primary hero-cta" href={buildPath({ lang, partnerId: partner.code, path: 'products' })}>
          {t('shopNow')}
        </IntentLink>
        <div className="hero-customer">{customer}</div>
      </section>
      <RichText html={partner.content} lang={lang} />
      {/* Last: its recently viewed part appears once the browser has read them, and moves nothing. */}
      {shelves}
    </main>
  );
}
