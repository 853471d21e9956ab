import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';

/** The longest text each company form field takes (the API's bounds: lib/contract/staff-companies.ts). */
const MAX: Readonly<Record<string, number>> = { name: 200, activity: 100, taxOffice: 100, reference: 80, note: 500 };

/**
 * The API's field keys (back in a failed form's URL) as the company forms show them, in the page's
 * language: an amount in euros or a number of days with the form's own words (the API's bounds are
 * in cents), a text too long with its bound, any other key as `validation.*` or `errors.*`.
 */
export async function companyFieldErrors(lang: Language, fields: Record<string, string>): Promise<Record<string, string>> {
  const t = await getTranslations({ locale: lang });
  const text = (field: string, key: string): string => {
    if (field === 'amount') return t('staffCompanies.payment.amountInvalid');
    if (field === 'approvalThreshold' || field === 'creditLimit') return t('staffCompanies.fields.amountInvalid');
    if (field === 'paymentTermsDays') return t('staffCompanies.fields.daysInvalid');
    if (field === 'customerId' && key !== 'company_member_not_customer') return t('staffCompanies.fields.customerIdInvalid');
    if (key === 'max_characters' && MAX[field]) return t('validation.max_characters', { max: MAX[field] });
    if (t.has(`validation.${key}` as never) && !/_(?:number|characters|items|date)$|^(?:exact_length|less_than|more_than)$/.test(key)) return t(`validation.${key}` as never);
    return t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('validation.default');
  };
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, text(field, key)]));
}
