'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { NotReturnableMessage } from '@/lib/returns/not-returnable';

/** Why an order cannot be returned, in the page's language (its status, the deadline that passed…). */
export function useNotReturnableText() {
  const t = useTranslations('returns.notReturnable');
  const statuses = useTranslations('orders.status');
  const format = useFormatter();
  return (why: NotReturnableMessage): string => {
    if (why.key === 'status') return t('status', { status: statuses(why.status) });
    if (why.key === 'window_passed') return t('window_passed', { deadline: format.dateTime(why.deadline, { dateStyle: 'long' }) });
    return t(why.key);
  };
}
