import type { Order } from '@/lib/contract/orders';

/**
 * Which document an order gets and the file it downloads as (issue #18 item 6), shared by the
 * API (lib/backend/documents) and the storefront's download button.
 */
export type DocumentKind = 'invoice' | 'receipt';

/** An invoice for an order of type Invoice (a company's details were given at checkout), else a receipt. */
export const documentKind = (type: Order['type']): DocumentKind => (type === 'Invoice' ? 'invoice' : 'receipt');

/** `<orderNumber>.pdf`, anything but letters, digits, dot, dash and underscore replaced (safe in a quoted header and as a file name). */
export const documentFileName = (orderNumber: string): string => `${orderNumber.replace(/[^A-Za-z0-9._-]/g, '_') || 'order'}.pdf`;
