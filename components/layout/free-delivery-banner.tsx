import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { formatThresholdAmount } from '@/lib/i18n/money';

/** SPEC §1: free delivery over the partner's threshold (100 unless staff set another; el: euro, en: $), cents shown only when there are some. */
export async function FreeDeliveryBanner({ thresholdCents, lang }: { thresholdCents: number; lang: Language }) {
  const t = await getTranslations('layout');
  // A landmark (complementary), so that no page content sits outside landmarks (axe "region").
  return <aside className="banner">{t('freeDelivery', { amount: formatThresholdAmount(thresholdCents, lang) })}</aside>;
}
