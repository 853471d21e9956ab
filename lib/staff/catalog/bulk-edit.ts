import type { BulkChange, StaffProductFilter } from '@/lib/contract/staff-catalog';
import { eurosToCents } from '@/lib/staff/coupon-form';

/**
 * The product list's bulk edit (issue #45 item 1) as typed, and the change it asks for. Pure. A
 * price is typed in euros (the coupon form's money parsing), a percentage with a comma or a point
 * (at most two decimals), a stock as whole units. The selection is the list's filters, sent as
 * they are; the confirmation names how many products they select, and the change is only sent
 * once the count confirmed is still the count (else the confirmation is asked again).
 */
export const BULK_KINDS = ['setPrice', 'percent', 'setStock'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
export const BULK_FILTERS = ['q', 'category', 'brand', 'status', 'stock'] as const;

export type BulkFormValues = { kind: string; value: string; filter: Partial<Record<(typeof BULK_FILTERS)[number], string>> };
export type BulkFormState = {
  values: BulkFormValues;
  /** Asked: how many products the change would touch (the form then confirms that count), in words. */
  confirm?: { count: number; text: string; button: string };
  notice?: { kind: 'error' | 'success'; text: string };
};

export function readBulkForm(form: FormData): BulkFormValues {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  const filter: BulkFormValues['filter'] = {};
  for (const key of BULK_FILTERS) if (text(key, 100).trim()) filter[key] = text(key, 100).trim();
  return { kind: text('kind', 20), value: text('value', 40), filter };
}

/** The change typed, or undefined when the value is not one (the form says what it takes). */
export function bulkChangeOf(values: Pick<BulkFormValues, 'kind' | 'value'>): BulkChange | undefined {
  const v = values.value.trim();
  if (values.kind === 'setPrice') {
    const cents = eurosToCents(v);
    return typeof cents === 'number' ? { kind: 'setPrice', priceCents: cents } : undefined;
  }
  if (values.kind === 'percent') {
    const m = /^([-+−]?)\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*%?$/.exec(v);
    if (!m) return undefined;
    const percent = (m[1] && m[1] !== '+' ? -1 : 1) * (Number(m[2]) + Number((m[3] ?? '').padEnd(2, '0')) / 100);
    return percent >= -90 && percent <= 1000 && percent !== 0 ? { kind: 'percent', percent } : undefined;
  }
  if (values.kind === 'setStock') return /^\d{1,7}$/.test(v) && Number(v) <= 1_000_000 ? { kind: 'setStock', stock: Number(v) } : undefined;
  return undefined;
}

/** The filter as the API takes it (the list's query names). */
export const bulkFilterOf = (values: BulkFormValues): StaffProductFilter => ({ ...values.filter }) as StaffProductFilter;
