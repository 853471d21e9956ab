'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { Address } from '@/lib/contract/addresses';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import { AddressFields } from './address-fields';
import { ChoiceGroup } from './choice-group';

/**
 * Where to ship: the billing address, a saved address (`GET /Customers/Addresses`), a new one
 * (optionally saved), or for a company member who may order, one of the company's shared addresses (issue #50).
 */
export function ShipToSection({ addresses, companyAddresses = [] }: { addresses: readonly Address[]; companyAddresses?: CheckoutCompany['addresses'] }) {
  const t = useTranslations('checkout.shipTo');
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const shipTo = useWatch({ control, name: 'shipTo' });
  const kinds = [...(addresses.length > 0 ? (['billing', 'saved', 'new'] as const) : (['billing', 'new'] as const)), ...(companyAddresses.length > 0 ? (['company'] as const) : [])];
  return (
    <ChoiceGroup legend={t('legend')} error={formState.errors.shipTo}>
      <div className="choice-row">
        {kinds.map((kind) => (
          <label key={kind} className="choice">
            <input type="radio" value={kind} {...register('shipTo')} />
            {t(kind)}
          </label>
        ))}
      </div>
      {shipTo === 'saved' && addresses.length > 0 && (
        <ChoiceGroup legend={t('savedLegend')} error={formState.errors.savedAddressId} className="nested-fields">
          {addresses.map((a) => (
            <label key={a.id} className="choice choice-card">
              <input type="radio" value={String(a.id)} {...register('savedAddressId')} />
              <span>
                <strong>{a.title}</strong>
                <span className="choice-detail">
                  {a.firstName} {a.lastName}, {a.address}, {a.postalCode} {a.city}
                </span>
              </span>
            </label>
          ))}
        </ChoiceGroup>
      )}
      {shipTo === 'company' && companyAddresses.length > 0 && (
        <ChoiceGroup legend={t('companyLegend')} error={formState.errors.companyAddressId} className="nested-fields">
          {companyAddresses.map((a) => (
            <label key={a.id} className="choice choice-card">
              <input type="radio" value={String(a.id)} {...register('companyAddressId')} />
              <span>
                <strong>{a.title}</strong>
                <span className="choice-detail">
                  {a.firstName} {a.lastName}, {a.address}, {a.postalCode} {a.city}
                </span>
              </span>
            </label>
          ))}
        </ChoiceGroup>
      )}
      {shipTo === 'new' && (
        <div className="nested-fields">
          <AddressFields prefix="shippingAddress" legend={t('newLegend')} />
          <label className="choice">
            <input type="checkbox" {...register('saveAddress')} />
            {t('save')}
          </label>
        </div>
      )}
    </ChoiceGroup>
  );
}
