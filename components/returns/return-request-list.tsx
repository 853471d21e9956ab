import { useFormatter, useTranslations } from 'next-intl';
import type { ReturnRequestRecord } from '@/lib/contract/returns';
import { useVariantText } from '@/components/orders/use-variant-text';

/** Return requests as recorded: number, date, status, reason, comment and the lines asked back. */
export function ReturnRequestList({ returns }: { returns: readonly ReturnRequestRecord[] }) {
  const t = useTranslations('returns');
  const variantText = useVariantText();
  const format = useFormatter();
  return (
    <ul className="return-requests">
      {returns.map((request) => (
        <li key={request.returnNumber} className="return-request" data-testid="return-request">
          <p className="return-request-head">
            <strong>{t('request.number', { number: request.returnNumber })}</strong>{' '}
            {t('request.createdOn', { date: format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' }) })} ·{' '}
            {t(`requestStatus.${request.status}`)}
          </p>
          <p>{t('request.reason', { reason: t(`reasons.${request.reason}`) })}</p>
          {request.comment && <p>{t('request.comment', { comment: request.comment })}</p>}
          <ul>
            {request.lines.map((line) => (
              <li key={line.line}>
                {t('request.line', {
                  name: line.name,
                  variant: variantText(line.color, line.size),
                  quantity: line.quantity,
                })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
