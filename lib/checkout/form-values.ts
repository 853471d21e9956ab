import type { Locker } from '@/lib/contract/checkout';
import { ShippingCountries, type ShippingCountry } from '@/lib/rules/address-formats';
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

/** `company`: a shared address of the buyer's company (issue #50). */
export const ShipToKinds = ['billing', 'saved', 'new', 'company'] as const;
export type ShipToKind = (typeof ShipToKinds)[number];

export type CheckoutValues = {
  email: string;
  billing: AddressValues;
  documentType: 'Receipt' | 'Invoice';
  invoice: { vatNumber: string; companyName: string; job: string; irs: string };
  shipTo: ShipToKind;
  savedAddressId: string;
  /** The company address chosen with `shipTo: 'company'` (issue #50). */
  companyAddressId: string;
  /** Keep the billing address in the address book as the default (issue #46: ticked from the start). */
  saveBilling: boolean;
  shippingAddress: AddressValues;
  /** Keep a new shipping address in the address book (ticked from the start). */
  saveAddress: boolean;
  comments: string;
  shippingMethod: '' | ShippingMethod;
  storeId: string;
  lockerId: string;
  /** The chosen locker as the search found it (shown again after a reload without searching). */
  locker: Locker | null;
  paymentMethod: '' | PaymentMethod;
  cardProvider: '' | CardProvider;
  /** The company buyer's purchase-order number (issue #50): required with payment on account. */
  purchaseOrderNumber: string;
};

const isShippingCountry = (code: string): code is ShippingCountry => (ShippingCountries as readonly string[]).includes(code);

export const emptyAddress = (): AddressValues => ({ firstName: '', lastName: '', country: 'GR', region: '', address: '', city: '', postalCode: '', mobile: '' });

/** A saved address, as far as the billing details take it over. */
export type SavedAddress = { id: number } & Pick<AddressValues, 'firstName' | 'lastName' | 'address' | 'city' | 'postalCode' | 'mobile'> & { country: string; region?: string | null };

/** The shipping and payment choices a checkout starts with (`./last-choice`). */
export type StartingChoice = Partial<Pick<CheckoutValues, 'shippingMethod' | 'storeId' | 'paymentMethod' | 'cardProvider'>>;

/**
 * A fresh checkout (issue #16 item 6): contact and billing from the profile and, when there is
 * one, the default address (its name, street, city, postal code, mobile); shipped to that same
 * billing address ("same as billing"; the default address is also the one picked should the
 * customer choose a saved address); the last order's shipping and payment choices still offered.
 * The addresses typed are kept in the address book unless the customer unticks it (issue #46).
 */
export function initialCheckoutValues(
  profile?: { email: string; firstName: string; lastName: string; mobile: string | null },
  start: { defaultAddress?: SavedAddress; choice?: StartingChoice } = {},
): CheckoutValues {
  const { defaultAddress: home, choice = {} } = start;
  const billing: AddressValues = home
    ? {
        firstName: home.firstName || (profile?.firstName ?? ''),
        lastName: home.lastName || (profile?.lastName ?? ''),
        country: isShippingCountry(home.country) ? home.country : 'GR',
        region: home.region ?? '',
        address: home.address,
        city: home.city,
        postalCode: home.postalCode,
        mobile: home.mobile || (profile?.mobile ?? ''),
      }
    : { ...emptyAddress(), firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', mobile: profile?.mobile ?? '' };
  return {
    email: profile?.email ?? '',
    billing,
    documentType: 'Receipt',
    invoice: { vatNumber: '', companyName: '', job: '', irs: '' },
    saveBilling: true,
    shipTo: 'billing',
    savedAddressId: home === undefined ? '' : String(home.id),
    companyAddressId: '',
    shippingAddress: emptyAddress(),
    saveAddress: true,
    comments: '',
    shippingMethod: choice.shippingMethod ?? '',
    storeId: choice.storeId ?? '',
    lockerId: '',
    locker: null,
    paymentMethod: choice.paymentMethod ?? '',
    cardProvider: choice.cardProvider ?? '',
    purchaseOrderNumber: '',
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
