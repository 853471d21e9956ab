'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import { figuresOfSpending, spendingNote, type SpendingNote } from '@/lib/company/spending-note';
import { useSpending } from '@/lib/company/use-company';

/**
 * What a company member's cart says before checkout (issue #50 items 3–4), from `GET
 * /Company/Spending` read in the browser (nothing for a customer of no company): what is left of
 * their limit this month or quarter, and whether this order will wait for an approver and why.
 * Undefined while unknown or outside a company.
 */
export function useCompanyCart(partnerId: string, totalCents: number): SpendingNote | undefined {
  const spending = useSpending(partnerId);
  return spending.data ? spendingNote(figuresOfSpending(spending.data), totalCents) : undefined;
}

export function CompanyCartNote({ note }: { note: SpendingNote | undefined }) {
  const t = useTranslations('company.cart');
  const money = useMoney();
  if (!note || note.kind === 'cannot_order') return null;
  if (!note.left && note.reasons.length === 0) return null;
  return (
    <div className="company-cart-note" data-testid="company-cart-note">
      {note.left && <p>{t(note.left.period === 'month' ? 'leftMonth' : 'leftQuarter', { amount: money(note.left.cents) })}</p>}
      {note.reasons.length > 0 && (
        <div className="form-alert form-alert-warning" role="status">
          <p>
            <strong>{t('approval')}</strong>
          </p>
          <ul>
            {note.reasons.map((reason) => (
              <li key={reason}>{t(`reasons.${reason}`, { amount: money(note.thresholdCents ?? 0), left: money(note.left?.cents ?? 0) })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Why a company viewer's checkout link is disabled (an item of the cart's blockers' list). */
export function CompanyViewerBlock() {
  const t = useTranslations('company.cart');
  return <li data-testid="company-viewer-block">{t('viewer')}</li>;
}
