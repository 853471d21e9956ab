import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Address, AddressList, AddressRequest } from '@/lib/contract/addresses';
import { browserApi } from './client';

/** The customer's address book through the browser ky client (contract-typed answers, not parsed). */
export async function fetchAddresses(): Promise<AddressList> {
  return browserApi().get(apiPaths.listAddresses).json<AddressList>();
}

export async function createAddress(input: AddressRequest): Promise<Address> {
  return browserApi().post(apiPaths.createAddress, { json: input }).json<Address>();
}

export async function updateAddress(id: number, input: AddressRequest): Promise<Address> {
  return browserApi().put(routePath(apiPaths.updateAddress, { id }), { json: input }).json<Address>();
}

export async function deleteAddress(id: number): Promise<void> {
  await browserApi().delete(routePath(apiPaths.deleteAddress, { id }));
}
