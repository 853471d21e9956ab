import type { StaffBrand, StaffCategory } from '@/lib/contract/staff-catalog';

/**
 * The console's category and brand forms as typed (issue #45 item 1), and the requests they make.
 * Pure: a refused form keeps what was typed. A category has a parent (none: top level), a name in
 * both languages, a size kind and a position; a brand a name. Codes are given once, on creation.
 */
export type CategoryFormValues = Record<'code' | 'parentCode' | 'nameEl' | 'nameEn' | 'sizeKind' | 'position' | 'expectedVersion', string>;
export type BrandFormValues = Record<'code' | 'name' | 'expectedVersion', string>;
export type TaxonomyFormState<V> = { values: V; errors: Partial<Record<keyof V, string>>; notice?: { kind: 'error'; text: string } };

const read = <K extends string>(form: FormData, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(
    keys.map((k) => {
      const value = form.get(k);
      return [k, typeof value === 'string' ? value.slice(0, 200) : ''];
    }),
  ) as Record<K, string>;

const CATEGORY_FIELDS = ['code', 'parentCode', 'nameEl', 'nameEn', 'sizeKind', 'position', 'expectedVersion'] as const;
const BRAND_FIELDS = ['code', 'name', 'expectedVersion'] as const;

export const emptyCategoryValues: CategoryFormValues = { code: '', parentCode: '', nameEl: '', nameEn: '', sizeKind: 'None', position: '0', expectedVersion: '' };
export const emptyBrandValues: BrandFormValues = { code: '', name: '', expectedVersion: '' };

export const categoryValuesOf = (c: StaffCategory): CategoryFormValues => ({ code: c.code, parentCode: c.parentCode ?? '', nameEl: c.name.el, nameEn: c.name.en, sizeKind: c.sizeKind, position: String(c.position), expectedVersion: String(c.version) });
export const brandValuesOf = (b: StaffBrand): BrandFormValues => ({ code: b.code, name: b.name, expectedVersion: String(b.version) });

export const readCategoryForm = (form: FormData): CategoryFormValues => read(form, CATEGORY_FIELDS);
export const readBrandForm = (form: FormData): BrandFormValues => read(form, BRAND_FIELDS);

/** Whole numbers as numbers; other text stays text, so the API names the field. */
const whole = (text: string): number | string => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text);

/** The category request: its code only on creation, its version only on a change. */
export function toCategoryRequest(v: CategoryFormValues, creating: boolean): Record<string, unknown> {
  const fields = { parentCode: v.parentCode.trim() || null, name: { el: v.nameEl, en: v.nameEn }, sizeKind: v.sizeKind, position: v.position.trim() === '' ? 0 : whole(v.position) };
  return creating ? { code: v.code, ...fields } : { ...fields, expectedVersion: Number(v.expectedVersion) };
}

export const toBrandRequest = (v: BrandFormValues, creating: boolean): Record<string, unknown> => (creating ? { code: v.code, name: v.name } : { name: v.name, expectedVersion: Number(v.expectedVersion) });

/** The form field of an API field key (`name.el` → nameEl). */
export function categoryFieldOf(apiField: string): keyof CategoryFormValues | undefined {
  if (apiField === 'name' || apiField === 'name.el') return 'nameEl';
  if (apiField === 'name.en') return 'nameEn';
  return (['code', 'parentCode', 'sizeKind', 'position'] as const).find((f) => f === apiField);
}

export const brandFieldOf = (apiField: string): keyof BrandFormValues | undefined => (['code', 'name'] as const).find((f) => f === apiField);
