import { getTranslations } from 'next-intl/server';
import { publicConfig } from '@/lib/config/public';
import './free-delivery-banner.css';

/** SPEC §1: free delivery over 100 (el: euro, en: $). */
export async function FreeDeliveryBanner() {
  const t = await getTranslations('layout');
  // A landmark (complementary), so that no page content sits outside landmarks (axe "region").
  return <aside className="banner">{t('freeDelivery', { amount: publicConfig.freeDeliveryThreshold })}</aside>;
}
