import { getTranslations } from 'next-intl/server';
import './free-delivery-banner.css';

/** SPEC §1: free delivery over the partner's threshold (100 unless staff set another; el: euro, en: $). */
export async function FreeDeliveryBanner({ thresholdCents }: { thresholdCents: number }) {
  const t = await getTranslations('layout');
  // A landmark (complementary), so that no page content sits outside landmarks (axe "region").
  return <aside className="banner">{t('freeDelivery', { amount: thresholdCents / 100 })}</aside>;
}
