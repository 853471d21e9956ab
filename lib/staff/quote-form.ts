import type { StaffQuote, StaffQuoteRequest } from '@/lib/contract/quotations';
import { athensLocalToIso, isoToAthensLocal } from './athens-time';
import { centsToEuros, eurosToCents } from './coupon-form';

/**
 * The console's revise form of a quotation (issue #18 item 3) as typed, and the request it makes.
 * Pure: a refused form keeps exactly what was typed. Prices are typed in euros (comma or point,
 * at most two decimals) and sent as cents; the validity is a `datetime-local` in Athens time.
 * Field names: `price-{variantId}`, `validUntil`, `note`.
 */
export type QuoteFormValues = { prices: Record<string, string>; validUntil: string; note: string };
export type QuoteFormField = `price-${number}` | 'validUntil' | 'note';
export type QuoteFormState = {
  values: QuoteFormValues;
  errors: Partial<Record<QuoteFormField, string>>;
  notice?: { kind: 'error'; text: string };
};

/** What the form starts with: the quoted prices (or the list prices until revised), the validity, the note. */
export function quoteValuesOf(quote: StaffQuote, defaultValidUntil: string): QuoteFormValues {
  return {
    prices: Object.fromEntries(quote.lines.map((line) => [String(line.variantId), centsToEuros(line.quotedUnitGross ?? line.requestedUnitGross)])),
    validUntil: quote.validUntil && quote.status === 'Revisioned' ? isoToAthensLocal(quote.validUntil) : defaultValidUntil,
    note: quote.staffNote ?? '',
  };
}

export function readQuoteForm(form: FormData, variantIds: readonly number[]): QuoteFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 1000) : '';
  };
  return { prices: Object.fromEntries(variantIds.map((id) => [String(id), text(`price-${id}`)])), validUntil: text('validUntil'), note: text('note') };
}

/** The revise request; text that is not a price goes as typed, so the API names the line. */
export function toReviseRequest(values: QuoteFormValues): StaffQuoteRequest {
  return {
    action: 'revise',
    validUntil: athensLocalToIso(values.validUntil),
    ...(values.note.trim() ? { note: values.note } : {}),
    lines: Object.entries(values.prices).map(([variantId, price]) => ({ variantId: Number(variantId), quotedUnitGross: eurosToCents(price) as number })),
  };
}

/** The API's field (`lines.0.quotedUnitGross`, `validUntil`, `note`) as the form's, given the order of the lines sent. */
export function quoteFieldOf(values: QuoteFormValues): (apiField: string) => QuoteFormField | undefined {
  const ids = Object.keys(values.prices);
  return (apiField) => {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(apiField);
    if (line) return ids[Number(line[1])] ? (`price-${Number(ids[Number(line[1])])}` as const) : undefined;
    return apiField === 'validUntil' || apiField === 'note' ? apiField : undefined;
  };
}
