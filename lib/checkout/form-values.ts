import type { Locker } from '@/lib/contract/checkout';
import type { ShippingCountry } from '@/lib/rules/address-formats';
import type { CardProvider, PaymentMethod, ShippingMethod } from '@/lib/rules/checkout-options';

/**
 * Everything the checkout form holds (SPEC §3 checkout fields), as the inputs hold it: strings
 * (empty = not chosen yet) and booleans. Kept whole in sessionStorage while the customer moves
 * between steps (`./draft`); turned into the API's body by `./order-request`.
 */
export type AddressValues = {
  firstName: string;
  lastName: string;
  country: ShippingCountry;
  region: string;
  address: string;
  city: string;
  postalCode: string;
  mobile: string;
};

export const ShipToKinds = ['billing', 'saved', 'new'] as const;
export type ShipToKind = (typeof ShipToKinds)[number];

export type CheckoutValues = {
  email: string;
  billing: AddressValues;
  documentType: 'Receipt' | 'Invoice';
  invoice: { vatNumber: string; companyName: string; job: string; irs: string };
  shipTo: ShipToKind;
  savedAddressId: string;
  shippingAddress: AddressValues;
  saveAddress: boolean;
  comments: string;
  shippingMethod: '' | ShippingMethod;
  storeId: string;
  lockerId: string;
  /** The chosen locker as the search found it (shown again after a reload without searching). */
  locker: Locker | null;
  paymentMethod: '' | PaymentMethod;
  cardProvider: '' | CardProvider;
};

export const emptyAddress = (): AddressValues => ({ firstName: '', lastName: '', country: 'GR', region: '', address: '', city: '', postalCode: '', mobile: '' });

/**
 * A fresh checkout, prefilled from the profile (contact email, billing name and mobile); a
 * customer with a default shipping address starts with that address chosen (issue #7).
 */
export function initialCheckoutValues(profile?: { email: string; firstName: string; lastName: string; mobile: string | null }, defaultAddressId?: number): CheckoutValues {
  return {
    email: profile?.email ?? '',
    billing: { ...emptyAddress(), firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', mobile: profile?.mobile ?? '' },
    documentType: 'Receipt',
    invoice: { vatNumber: '', companyName: '', job: '', irs: '' },
    shipTo: defaultAddressId === undefined ? 'billing' : 'saved',
    savedAddressId: defaultAddressId === undefined ? '' : String(defaultAddressId),
    shippingAddress: emptyAddress(),
    saveAddress: false,
    comments: '',
    shippingMethod: '',
    storeId: '',
    lockerId: '',
    locker: null,
    paymentMethod: '',
    cardProvider: '',
  };
}

/**
 * A draft's shipping address choice against today's address book: a saved address that is gone
 * is no longer chosen, and with no saved address left the choice goes back to the billing address.
 */
export function reconcileSavedAddress(values: CheckoutValues, addressIds: readonly number[]): CheckoutValues {
  if (values.savedAddressId === '' || addressIds.includes(Number(values.savedAddressId))) {
    return values.shipTo === 'saved' && addressIds.length === 0 ? { ...values, shipTo: 'billing' } : values;
  }
  return { ...values, savedAddressId: '', ...(values.shipTo === 'saved' && addressIds.length === 0 ? { shipTo: 'billing' as const } : {}) };
}
