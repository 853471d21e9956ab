import type { SavedOrderListSummary } from '@/lib/contract/order-lists';

/**
 * How an order list shows to the customer (issue #50, decision 0103): their own list, which they
 * change, delete and (as a member of an active company) share with it; or a colleague's shared
 * list, which they read and put in their cart, and only its owner changes.
 */
export type ListAccess = { kind: 'own'; shareable: boolean; shared: boolean } | { kind: 'colleague'; ownerName: string };

export function listAccess(list: Pick<SavedOrderListSummary, 'shared' | 'own' | 'ownerName'>, company: { status: string } | null | undefined): ListAccess {
  if (list.own === false) return { kind: 'colleague', ownerName: list.ownerName?.trim() ?? '' };
  return { kind: 'own', shareable: company?.status === 'active', shared: list.shared === true };
}
