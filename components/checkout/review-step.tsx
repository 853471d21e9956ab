'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AddressValues, CheckoutValues } from '@/lib/checkout/form-values';
import type { CheckoutStep } from '@/lib/checkout/steps';
import type { Address } from '@/lib/contract/addresses';
import type { CheckoutOptions } from '@/lib/contract/checkout';

type Props = { options: CheckoutOptions; addresses: readonly Address[]; onEdit: (step: CheckoutStep) => void };

const addressLine = (a: Pick<AddressValues, 'firstName' | 'lastName' | 'address' | 'postalCode' | 'city' | 'mobile'>) =>
  `${a.firstName} ${a.lastName}, ${a.address}, ${a.postalCode} ${a.city}, ${a.mobile}`;

function ReviewPart({ title, children, onEdit, editText, editLabel }: { title: string; children: ReactNode; onEdit: () => void; editText: string; editLabel: string }) {
  return (
    <div className="review-part">
      <dt>{title}</dt>
      <dd>
        {children}{' '}
        <button type="button" className="button-link" onClick={onEdit} aria-label={editLabel}>
          {editText}
        </button>
      </dd>
    </div>
  );
}

/** Step 4: everything chosen, each part with a way back to its step; the place-order button follows. */
export function ReviewStep({ options, addresses, onEdit }: Props) {
  const t = useTranslations('checkout');
  const tc = useTranslations('company.checkout');
  const { control } = useFormContext<CheckoutValues>();
  const v = useWatch({ control }) as CheckoutValues;
  const saved = addresses.find((a) => String(a.id) === v.savedAddressId);
  const store = options.stores.find((s) => String(s.id) === v.storeId);
  const shared = v.shipTo === 'company' ? options.company?.addresses.find((a) => String(a.id) === v.companyAddressId) : undefined;
  const shipTo =
    v.shipTo === 'saved' && saved
      ? `${saved.title}: ${addressLine(saved)}`
      : shared
        ? `${shared.title}: ${addressLine(shared)}`
        : v.shipTo === 'new'
          ? addressLine(v.shippingAddress)
          : t('shipTo.billing');
  const where = v.shippingMethod === 'store_pickup' ? store?.name : v.shippingMethod === 'boxnow' ? v.locker?.name : undefined;
  const payment = v.paymentMethod ? t(`payment.${v.paymentMethod}`) + (v.paymentMethod === 'card' && v.cardProvider ? ` (${t(`payment.providers.${v.cardProvider}`)})` : '') : '';
  const part = (title: string, step: CheckoutStep, content: ReactNode) => (
    <ReviewPart key={title} title={title} onEdit={() => onEdit(step)} editText={t('review.edit')} editLabel={t('review.editPart', { part: title })}>
      {content}
    </ReviewPart>
  );
  const documentText =
    v.documentType === 'Invoice' ? `${t('document.Invoice')}: ${v.invoice.companyName}, ${t('document.vatNumber')} ${v.invoice.vatNumber}` : t('document.Receipt');
  const method = v.shippingMethod ? `${t(`shipping.${v.shippingMethod}`)}${where ? `: ${where}` : ''}` : '';
  return (
    <dl className="review">
      {part(t('contact.legend'), 'details', v.email)}
      {part(t('billing.legend'), 'details', addressLine(v.billing))}
      {part(t('document.legend'), 'details', documentText)}
      {part(t('shipping.legend'), 'shipping', method)}
      {v.shippingMethod === 'courier' && part(t('shipTo.legend'), 'shipping', shipTo)}
      {part(t('payment.legend'), 'payment', payment)}
      {v.purchaseOrderNumber?.trim() && part(tc('poLabel'), 'payment', v.purchaseOrderNumber.trim())}
      {v.comments.trim() && part(t('comments'), 'shipping', v.comments)}
    </dl>
  );
}
