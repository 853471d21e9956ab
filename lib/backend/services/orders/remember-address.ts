import type { PostalAddress } from '@/lib/contract/addresses';
import { findSameAddress } from '@/lib/rules/address-match';
import type { Tx } from '../../db/transaction';
import { insertAddress, listAddresses, makeDefaultAddress, type AddressOwner } from '../addresses';

/**
 * The addresses an order keeps in the customer's address book (issue #46), written in the placing
 * transaction (the customer is locked): the billing address when `saveBilling` (the checkout's
 * "Save this address", ticked by default) becomes the default, the one the next checkout starts
 * from; a new shipping address when `shipTo.save` joins the book. An address the book already
 * holds (`sameAddress`: typed differently, same address) is not added again; the billing one is
 * then only made the default. A full address book is not a reason to refuse an order: what does
 * not fit is not kept.
 */
export const addressBookTitle = (a: Pick<PostalAddress, 'address' | 'city'>): string => `${a.address}, ${a.city}`.slice(0, 60);

async function remember(tx: Tx, owner: AddressOwner, address: PostalAddress, asDefault: boolean, now: Date): Promise<void> {
  const same = findSameAddress(await listAddresses(tx, owner), address);
  if (!same) {
    await insertAddress(tx, owner, { ...address, title: addressBookTitle(address), isDefault: asDefault }, now);
  } else if (asDefault && !same.isDefault) {
    await makeDefaultAddress(tx, owner, same.id, now);
  }
}

export async function rememberOrderAddresses(tx: Tx, owner: AddressOwner, kept: { billing: PostalAddress | null; shipping: PostalAddress | null }, now: Date): Promise<void> {
  if (kept.billing) await remember(tx, owner, kept.billing, true, now);
  if (kept.shipping) await remember(tx, owner, kept.shipping, false, now);
}
