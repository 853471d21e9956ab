'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/contract/addresses';

/** One saved address: title, name, street, postal code and city, country, mobile, the default badge, Edit and Delete. */
export function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('addresses');
  const ta = useTranslations('checkout.address');
  return (
    <li className={address.isDefault ? 'address-card address-card-default' : 'address-card'}>
      <h2>{address.title}</h2>
      {address.isDefault && <span className="address-badge">{t('isDefault')}</span>}
      <p>
        {address.firstName} {address.lastName}
      </p>
      <p>{address.address}</p>
      <p>
        {address.postalCode} {address.city}
        {address.region ? `, ${address.region}` : ''}
      </p>
      <p>{ta(`countries.${address.country}`)}</p>
      <p>{t('mobile', { mobile: address.mobile })}</p>
      <div className="address-actions">
        <button type="button" className="button-secondary" aria-label={t('editLabel', { title: address.title })} onClick={onEdit}>
          {t('edit')}
        </button>
        <button type="button" className="button-secondary" aria-label={t('deleteLabel', { title: address.title })} onClick={onDelete}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
