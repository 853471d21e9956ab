import { useTranslations } from 'next-intl';
import type { StockAvailability } from '@/lib/contract/enums';

const TONE: Partial<Record<StockAvailability, 'ok' | 'low' | 'out'>> = {
  Available: 'ok',
  OnLineWarehouse: 'ok',
  Limited: 'low',
  LastItem: 'low',
  Exhausted: 'out',
  NotAvailable: 'out',
};

/** A stock state (SPEC §3 enumeration) in the page's language. */
export function AvailabilityLabel({ status }: { status: StockAvailability }) {
  const t = useTranslations('catalog.availability');
  return <span className={`availability availability-${TONE[status] ?? 'info'}`}>{t(status)}</span>;
}
