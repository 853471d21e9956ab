import type { z } from 'zod';
import type { PostalAddress } from '@/lib/contract/addresses';
import type { zPlaceOrderRequest } from '@/lib/contract/checkout';
import { isPaymentAllowed } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';
import type { LockerSnapshot, OrderAddressSnapshot, StoreSnapshot } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { findOwnAddress, type AddressOwner } from '../addresses';
import { companyAddressFor } from '../companies/company-checkout';
import type { Membership } from '../companies/membership';
import { findLocker, findStore } from '../checkout/checkout-options';
import { providerNameOf, type PaymentProvider } from '../payments/provider';
import { paymentProvider } from '../payments/registry';

/**
 * The parts of an order request that refer to something (DESIGN §5): the payment choice, the
 * pickup store, the Box Now locker and a saved address (or a shared address of the buyer's company). A reference that does not hold is 400 with
 * its key as the error and on its field (`storeId: store_not_found`, `lockerId: locker_not_found`,
 * `shipTo.addressId: address_not_found`, `paymentMethod: payment_not_allowed`,
 * `cardProvider`/`paymentMethod: payment_provider_unavailable`).
 */
export type PlaceOrderInput = z.output<typeof zPlaceOrderRequest>;

export type ResolvedOrderInput = {
  billing: OrderAddressSnapshot;
  /** Where the courier delivers (courier only; a store or a locker otherwise). */
  shippingAddress: OrderAddressSnapshot | null;
  store: StoreSnapshot | null;
  locker: LockerSnapshot | null;
  /** A new address to keep in the address book (`shipTo.save`). */
  saveAddress: PostalAddress | null;
};

const refused = (field: string, key: string) => new ApiError(400, key, { [field]: key });

export const addressSnapshot = (a: PostalAddress | (Omit<PostalAddress, 'region'> & { region: string | null })): OrderAddressSnapshot => ({
  firstName: a.firstName,
  lastName: a.lastName,
  country: a.country,
  region: a.region ? a.region : null,
  address: a.address,
  city: a.city,
  postalCode: a.postalCode,
  mobile: a.mobile,
});

/** The payment choice: allowed with the shipping method, and through a provider that is built. Checked before anything is read. */
export function checkPaymentChoice(deps: ApiDeps, input: PlaceOrderInput): PaymentProvider | undefined {
  if (!isPaymentAllowed(input.shippingMethod, input.paymentMethod)) throw refused('paymentMethod', 'payment_not_allowed');
  // On account (issue #50 item 5) is checked with the buyer's company in the placing transaction (companies/company-checkout.ts).
  const name = providerNameOf(input.paymentMethod, input.cardProvider);
  if (name === undefined) return undefined;
  const provider = paymentProvider(deps, name, true);
  if (!provider) throw refused(input.paymentMethod === 'card' ? 'cardProvider' : 'paymentMethod', 'payment_provider_unavailable');
  return provider;
}

/** Reads what the request refers to, inside the placing transaction. */
export async function resolveOrderInput(tx: Tx, owner: AddressOwner, input: PlaceOrderInput, member?: Membership): Promise<ResolvedOrderInput> {
  const billing = addressSnapshot(input.billing);
  let shipTo: OrderAddressSnapshot = billing;
  let saveAddress: PostalAddress | null = null;
  if (input.shipTo.kind === 'saved') {
    const saved = await findOwnAddress(tx, owner, input.shipTo.addressId);
    if (!saved) throw refused('shipTo.addressId', 'address_not_found');
    shipTo = addressSnapshot(saved);
  } else if (input.shipTo.kind === 'company') {
    // A shared address of the buyer's company (issue #50): the member's company's only.
    shipTo = await companyAddressFor(tx, member, input.shipTo.addressId);
  } else if (input.shipTo.kind === 'new') {
    shipTo = addressSnapshot(input.shipTo.address);
    if (input.shipTo.save) saveAddress = input.shipTo.address;
  }

  let store: StoreSnapshot | null = null;
  if (input.shippingMethod === 'store_pickup') {
    const row = input.storeId === undefined ? undefined : await findStore(tx, input.storeId);
    if (!row) throw refused('storeId', 'store_not_found');
    store = { id: row.id, name: row.name, address: row.address, city: row.city, postalCode: row.postalCode, hours: row.hours };
  }
  let locker: LockerSnapshot | null = null;
  if (input.shippingMethod === 'boxnow') {
    const row = input.lockerId === undefined ? undefined : await findLocker(tx, input.lockerId);
    if (!row) throw refused('lockerId', 'locker_not_found');
    locker = { id: row.id, name: row.name, address: row.address, area: row.area, city: row.city, postalCode: row.postalCode };
  }
  return { billing, shippingAddress: input.shippingMethod === 'courier' ? shipTo : null, store, locker, saveAddress };
}
