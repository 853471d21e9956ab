'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { zStaffBulkEditResult, zStaffProductList } from '@/lib/contract/staff-catalog';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from '@/lib/staff/form-handler';
import { bulkChangeOf, bulkFilterOf, readBulkForm, type BulkFormState } from './bulk-edit';
import { catalogApi } from './catalog-api';
import { catalogFailure } from './catalog-failure';

/**
 * The product list's bulk edit (issue #45 item 1), in two steps: "review" counts the products the
 * list's filters select (GET the list, one row) and asks to confirm that number; "confirm" counts
 * again and, when it is still the number confirmed, sends the change over the filter (POST
 * /staff/catalog/bulk-edit, all or nothing), then shows the list with how many changed.
 */
export async function bulkEdit(rawLang: string, _previous: BulkFormState, form: FormData): Promise<BulkFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang, namespace: 'staffCatalog.bulk' });
  const values = readBulkForm(form);
  if (form.get('step') === 'cancel') return { values };
  const change = bulkChangeOf(values);
  if (!change) return { values, notice: { kind: 'error', text: t('invalidValue') } };
  const api = await catalogApi(lang);
  const filter = bulkFilterOf(values);
  let changed: number;
  try {
    const count = zStaffProductList.parse(await api.get(staffPaths.catalogProducts, { searchParams: { ...filter, pageSize: 1 } }).json()).total;
    if (count === 0) return { values, notice: { kind: 'error', text: t('nothing') } };
    const confirmed = Number(form.get('confirmed'));
    if (form.get('step') !== 'confirm' || confirmed !== count) {
      const ask = { count, text: t('confirm', { count }), button: t('confirmButton', { count }) };
      return { values, confirm: ask, ...(form.get('step') === 'confirm' ? { notice: { kind: 'error' as const, text: t('changed', { count }) } } : {}) };
    }
    changed = zStaffBulkEditResult.parse(await api.post(staffPaths.catalogBulkEdit, { json: { filter, change } }).json()).changed;
  } catch (error) {
    const failure = await catalogFailure(lang, error, () => undefined, t('invalidValue'));
    return { values, notice: { kind: 'error', text: failure.text } };
  }
  const search = new URLSearchParams({ ...values.filter, bulkChanged: String(changed) });
  redirect(`${staffPath(lang, 'products', routingConfig)}?${search}`);
}
