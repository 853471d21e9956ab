import type { Language } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/i18n/money';

/**
 * How the HTML page of a data export shows a value (decision 0095), pure: amounts (keys ending in
 * `Cents`) as euros with the shop's money format, times in the shop's time zone, calendar days as
 * days, yes or no, and a known code in the reader's words (its message, else the code as stored).
 * `message(path)` looks a text up in the reader's catalogue (messages/*.json), undefined when absent.
 */
export type MessageLookup = (path: string) => string | undefined;
export type Scalar = string | number | boolean | null;

/** A value's message catalogue by where it stands (`section.field`, a nested list's as `section.list.field`). */
export const VALUE_MESSAGES: Readonly<Record<string, string>> = {
  'profile.status': 'dataExport.values.accountStatus',
  'profile.gender': 'dataExport.values.gender',
  'profile.language': 'dataExport.values.language',
  'orders.status': 'orders.status',
  'orders.statusHistory.from': 'orders.status',
  'orders.statusHistory.to': 'orders.status',
  'orders.type': 'dataExport.values.orderType',
  'orders.channel': 'dataExport.values.channel',
  'orders.language': 'dataExport.values.language',
  'orders.shippingMethod': 'dataExport.values.shippingMethod',
  'orders.paymentMethod': 'dataExport.values.paymentMethod',
  'orders.payments.status': 'dataExport.values.paymentStatus',
  'orders.lines.color': 'catalog.colorNames',
  'orders.fiscalDocuments.creditReason': 'dataExport.values.creditReason',
  'orders.shipments.status': 'dataExport.values.shipmentStatus',
  'returns.status': 'returns.requestStatus',
  'returns.reason': 'returns.reasons',
  'quotations.status': 'quotes.statuses',
  'quotations.language': 'dataExport.values.language',
  'loyaltyEntries.type': 'loyalty.types',
  'loyaltyEntries.status': 'loyalty.statuses',
  'giftCards.status': 'dataExport.values.giftCardStatus',
  'privacyRequests.kind': 'dataExport.values.requestKind',
  'privacyRequests.status': 'dataExport.values.requestStatus',
};

/** Keys whose value is a point in time (ISO) or a calendar day (YYYY-MM-DD). */
const isTimeKey = (key: string) => /At$/.test(key) || key === 'registrationDate' || key === 'validUntil';
const DAY_KEYS = new Set(['dateOfBirth', 'periodStart']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ValueFormatter = (path: string, key: string, value: Scalar) => string;

/** A formatter for one page: its date formats made once (Intl's formats are costly to build). */
export function valueFormatter(lang: Language, message: MessageLookup): ValueFormatter {
  const locale = lang === 'el' ? 'el-GR' : 'en-GB';
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const none = message('dataExport.none') ?? '–';
  return (path, key, value) => {
    if (value === null || value === '') return none;
    if (typeof value === 'boolean') return message(value ? 'dataExport.yes' : 'dataExport.no') ?? String(value);
    if (typeof value === 'number') return key.endsWith('Cents') ? formatMoney(value, lang) : String(value);
    if (DAY_KEYS.has(key) && ISO_DAY.test(value)) return day.format(new Date(`${value}T00:00:00Z`));
    if (isTimeKey(key) && ISO_TIME.test(value)) return time.format(new Date(value));
    const catalogue = VALUE_MESSAGES[`${path}.${key}`];
    return (catalogue && message(`${catalogue}.${value}`)) ?? value;
  };
}

/** A text of a message catalogue by its dotted path; undefined unless it is a string there. */
export function messageAt(catalogue: unknown, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

