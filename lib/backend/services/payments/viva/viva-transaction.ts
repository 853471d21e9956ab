import { centsOf, type ProviderVerdict } from '../provider';

/**
 * Viva's answers, read (pure). Smart Checkout: `POST /checkout/v2/orders` answers `{orderCode}`
 * (16 digits; amounts are integer cents); the customer returns to the payment source's success or
 * failure URL with `t` (transaction id), `s` (order code), `lang`, `eventId`, `eci`;
 * `GET /checkout/v2/transactions/{t}` answers the transaction (amount in euros, `currencyCode`
 * ISO 4217 numeric, `statusId`: F finished, A active, C captured (pre-auth), E error, X cancelled,
 * R refunded, M/MA/MI/MW/U … not definite). See developer.viva.com "Verify a payment".
 */
export type VivaTransaction = {
  email?: string;
  amount: number;
  orderCode: number | string;
  statusId: string;
  currencyCode?: string;
  transactionId?: string;
};

export const VIVA_ORDER_CODE = /^\d{16}$/;
export const VIVA_TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CURRENCIES: Record<string, string> = { '978': 'EUR', EUR: 'EUR' };

/** What a retrieved transaction says about the attempt with order code `orderCode`; undefined when it is not that order's. */
export function verdictOfTransaction(tx: VivaTransaction, orderCode: string, transactionId: string): ProviderVerdict | undefined {
  if (String(tx.orderCode) !== orderCode) return undefined;
  const amountCents = centsOf(String(tx.amount));
  const currency = CURRENCIES[String(tx.currencyCode ?? '978')];
  if (amountCents === undefined || !currency) return undefined;
  const result = tx.statusId === 'F' ? 'paid' : tx.statusId === 'E' || tx.statusId === 'X' ? 'failed' : 'pending';
  return { result, amountCents, currency, transactionId };
}
