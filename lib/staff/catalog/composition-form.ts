import type { StaffBundlePartInput, StaffProductComposition } from '@/lib/contract/staff-product-kinds';

/**
 * The console's Parts and Members panels as typed (issue #45, decision 0046), and the requests they
 * make. Pure: a refused panel keeps exactly what was typed. A part row is a SKU and its units per
 * bundle (form fields `partSku` and `partQuantity`, in row order); a member is a product code
 * (`member`, in the order the group shows them). A row left wholly blank is not a part.
 */
export type PartRow = { sku: string; quantity: string };
type Answer = { errors: Record<string, string>; notice?: { kind: 'error' | 'success'; text: string }; version: number };
export type PartsFormState = Answer & { rows: PartRow[] };
export type MembersFormState = Answer & { codes: string[] };

const MAX_TEXT = 80;
const clip = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.slice(0, MAX_TEXT).trim() : '');

export const partsStateOf = (c: StaffProductComposition): PartsFormState => ({ rows: c.parts.map((p) => ({ sku: p.sku, quantity: String(p.quantity) })), errors: {}, version: c.version });
export const membersStateOf = (c: StaffProductComposition): MembersFormState => ({ codes: c.members.map((m) => m.code), errors: {}, version: c.version });

export function readPartsForm(form: FormData): { rows: PartRow[]; version: number } {
  const skus = form.getAll('partSku').map(clip);
  const quantities = form.getAll('partQuantity').map(clip);
  const rows = skus.map((sku, i) => ({ sku, quantity: quantities[i] ?? '' })).filter((r) => r.sku !== '' || r.quantity !== '');
  return { rows, version: Number(clip(form.get('expectedVersion'))) || 1 };
}

export function readMembersForm(form: FormData): { codes: string[]; version: number } {
  return { codes: form.getAll('member').map(clip).filter(Boolean), version: Number(clip(form.get('expectedVersion'))) || 1 };
}

/**
 * The parts request: an empty SKU is left out of the row (the API names it part_required), a
 * quantity that is not a whole number goes as typed so the API refuses it on its row.
 */
export function toPartsRequest(rows: readonly PartRow[]): { parts: (Omit<StaffBundlePartInput, 'quantity'> & { quantity: number | string })[] } {
  return {
    parts: rows.map((r) => {
      const quantity = /^\d{1,6}$/.test(r.quantity) ? Number(r.quantity) : r.quantity;
      return r.sku ? { sku: r.sku, quantity } : { quantity };
    }),
  };
}

/** The panel field of an API field key: `parts.N.sku` → `partSku.N`, `parts.N.quantity` → `partQuantity.N`, `members.N` → `member.N`; the lists themselves as they are. */
export function compositionFieldOf(apiField: string): string | undefined {
  if (apiField === 'parts' || apiField === 'members') return apiField;
  const part = /^parts\.(\d+)\.(sku|variantId|quantity)$/.exec(apiField);
  if (part) return `${part[2] === 'quantity' ? 'partQuantity' : 'partSku'}.${part[1]}`;
  const member = /^members\.(\d+)$/.exec(apiField);
  return member ? `member.${member[1]}` : undefined;
}

/** One place up (-1) or down (+1); an end stays where it is. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
