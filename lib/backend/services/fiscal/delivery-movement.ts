import { shopConfigOf } from '@/lib/config/shop-config';
import { deliveryMovement, splitPostalAddress } from '@/lib/fiscal/delivery-note';
import type { MydataAddress, MydataMovement } from '@/lib/fiscal/mydata-xml';
import type { ApiDeps } from '../../context';
import type { PartnerIssuer } from '../../db/json-types';
import type { LockerSnapshot, OrderAddressSnapshot } from '../../db/schema-orders';

/**
 * Where a delivery note's goods leave from and go to (decision 0089): from the issuing company's
 * address (the partner's own issuer, else the shop's `SHOP_COMPANY_ADDRESS`, in Greek), to the
 * order's shipping address, or to the Box Now locker's. A company address without a postal code
 * to read is a settings fault: the note is held back with the reason, for staff.
 */
export function movementOfNote(
  env: ApiDeps['env'],
  note: { issuedAt: Date; ownIssuer: PartnerIssuer | null; shippingAddress: OrderAddressSnapshot | null; billing: OrderAddressSnapshot; locker: LockerSnapshot | null },
): MydataMovement {
  const companyAddress = note.ownIssuer?.address.el ?? shopConfigOf(env).company.address.el;
  const loading = splitPostalAddress(companyAddress);
  if (!loading) throw new Error(`the issuing company's address "${companyAddress}" has no postal code and city to send as the loading address`);
  const delivery: MydataAddress = note.locker
    ? { street: note.locker.address.el.slice(0, 150), postalCode: note.locker.postalCode, city: note.locker.city.el.slice(0, 150) }
    : addressOf(note.shippingAddress ?? note.billing);
  return deliveryMovement(note.issuedAt, loading, delivery);
}

const addressOf = (a: OrderAddressSnapshot): MydataAddress => ({ street: a.address.slice(0, 150), postalCode: a.postalCode.replace(/\s+/g, ''), city: a.city.slice(0, 150) });
