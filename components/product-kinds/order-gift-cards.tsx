'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import { fetchOrderGiftCards } from '@/lib/api/product-kinds';
import { formatGiftCardCode } from '@/lib/rules/gift-card';

/**
 * An order's gift cards on its page (issue #45): the codes it issued once paid (each with its value
 * now, and until when it is valid), or that they will appear once it is paid; and what a gift card
 * paid of it. Nothing when the order has neither.
 */
export function OrderGiftCards({ uid, partnerId }: { uid: string; partnerId: string }) {
  const t = useTranslations('giftCards');
  const money = useMoney();
  const locale = useLocale();
  const query = useQuery({ queryKey: ['order-gift-cards', partnerId, uid], queryFn: () => fetchOrderGiftCards(uid) });
  const data = query.data;
  if (!data || (data.issued.length === 0 && data.paidCents === 0 && !data.awaiting)) return null;
  const date = (iso: string) => new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Athens' }).format(new Date(iso));
  return (
    <section aria-labelledby={`gift-cards-${uid}`} className="card" data-testid="order-gift-cards">
      <h3 id={`gift-cards-${uid}`}>{t('yourCodes')}</h3>
      {data.paidCents > 0 && (
        <p data-testid="order-gift-card-paid">
          {t('applied')}: {money(data.paidCents)}
        </p>
      )}
      {data.issued.length > 0 ? (
        <ul>
          {data.issued.map((card) => (
            <li key={card.code} data-testid="order-gift-card-code">
              {t('codeLine', { code: formatGiftCardCode(card.code), amount: money(card.balanceCents), date: date(card.expiresAt) })}
            </li>
          ))}
        </ul>
      ) : (
        data.awaiting && <p data-testid="order-gift-card-awaiting">{t('pendingIssue')}</p>
      )}
    </section>
  );
}
