import { getTranslations } from 'next-intl/server';
import { publicConfig } from '@/lib/config/public';

/** SPEC §1: free delivery over 100 (el: euro, en: $). */
export async function FreeDeliveryBanner() {
  const t = await getTranslations('layout');
  return <div className="banner">{t('freeDelivery', { amount: publicConfig.freeDeliveryThreshold })}</div>;
}
