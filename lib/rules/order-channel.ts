/**
 * The channel an order is recorded with (SPEC §4: Online, Phone, App; issue #44 item 2): an order a
 * sales person placed while shopping as the customer came in by phone; the customer's own is Online.
 */
export type OrderChannel = 'Online' | 'Phone' | 'App';

export const orderChannelOf = (placedByStaffId: number | undefined | null): OrderChannel => (placedByStaffId ? 'Phone' : 'Online');
