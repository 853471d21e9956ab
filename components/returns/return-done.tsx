import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import type { ReturnRequestRecord } from '@/lib/contract/returns';
import { buildPath } from '@/lib/routing/paths';
import { ReturnRequestList } from './return-request-list';

/** Step 3: the recorded request (its number, what was asked back) and the way to the orders. */
export function ReturnDone({ lang, partnerId, record, onAnother }: { lang: Language; partnerId: string; record: ReturnRequestRecord; onAnother: () => void }) {
  const t = useTranslations('returns.done');
  return (
    <section className="return-done" aria-labelledby="return-done-title">
      <h2 id="return-done-title">{t('title')}</h2>
      <div role="status" className="form-alert form-alert-success">
        {t('message', { number: record.returnNumber })}
      </div>
      <ReturnRequestList returns={[record]} />
      <p className="page-links">
        <IntentLink href={buildPath({ lang, partnerId, path: 'profile/orders' })}>{t('toOrders')}</IntentLink>
        <button type="button" className="button-link" onClick={onAnother}>
          {t('another')}
        </button>
      </p>
    </section>
  );
}
