'use client';

import { useMutation } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { fetchCreditNote } from '@/lib/api/orders';
import type { Language } from '@/lib/contract/enums';
import type { CreditNote, Order } from '@/lib/contract/orders';
import { saveFile } from './download-document';

function CreditNoteRow({ lang, order, credit }: { lang: Language; order: Pick<Order, 'uid' | 'orderNumber'>; credit: CreditNote }) {
  const t = useTranslations('orderDocument.download');
  const format = useFormatter();
  const mutation = useMutation({
    mutationFn: () => fetchCreditNote(order.uid, credit.id, lang),
    onSuccess: (blob) => saveFile(blob, `${order.orderNumber}-credit-${credit.label.split(' ').pop()!.replace('/', '-')}.pdf`),
  });
  return (
    <li>
      <span>
        {credit.label} · {t(`reasons.${credit.reason}`)} · {format.number(credit.total / 100, { style: 'currency', currency: 'EUR' })}
      </span>{' '}
      <button type="button" className="button-secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-busy={mutation.isPending} aria-label={t('creditNoteOf', { label: credit.label })}>
        {mutation.isPending ? t('pending') : t('creditNote')}
      </button>
      {mutation.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {t('failed')}
        </p>
      )}
    </li>
  );
}

/** The order's credit notes (issue #47: a return, a refund, a cancellation), each downloadable as PDF. None: nothing shown. */
export function CreditNotes({ lang, order }: { lang: Language; order: Pick<Order, 'uid' | 'orderNumber' | 'creditNotes'> }) {
  const t = useTranslations('orderDocument.download');
  if (order.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="order-credit-notes" className="card">
      <h3 id="order-credit-notes">{t('creditNotes')}</h3>
      <ul>
        {order.creditNotes.map((credit) => (
          <CreditNoteRow key={credit.id} lang={lang} order={order} credit={credit} />
        ))}
      </ul>
    </section>
  );
}
