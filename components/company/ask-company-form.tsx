'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { toApiError } from '@/lib/api/errors';
import { createCompany } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { useSession } from '@/lib/session/use-session';

// The tax offices' list and its type-ahead load with the form's first use, not with the page.
const TaxOfficeField = lazy(() => import('@/components/checkout/tax-office-field').then((m) => ({ default: m.TaxOfficeField })));
const resolver = lazyKeyResolver(() => import('@/lib/contract/companies').then((m) => m.zCreateCompanyRequest));
const FIELDS = ['name', 'vatNumber', 'taxOffice', 'activity'] as const;
/** What a company account gives, said before the form (`company.ask.benefits.*`). */
const BENEFITS = ['colleagues', 'invoices', 'approvals', 'terms', 'lists'] as const;

/**
 * "Buy for your business" (issue #50 item 1): what a company account gives, then the form where a
 * customer of no company asks for one with its invoice details; it waits for the shop's staff, who
 * check them, and the customer is its admin.
 */
export function AskCompanyForm({ partnerId }: { partnerId: string }) {
  const t = useTranslations('company.ask');
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const [topError, setTopError] = useState<string>();
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: { name: '', vatNumber: '', taxOffice: '', activity: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      const company = await createCompany(values);
      client.setQueryData(companyKeys.company(partnerId, session.id), company);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="company-ask">
      <h2 id="company-ask">{t('title')}</h2>
      <p>{t('lead')}</p>
      <ul className="company-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`benefits.${benefit}`)}</li>
        ))}
      </ul>
      <p>{t('how')}</p>
      <form onSubmit={onSubmit} noValidate className="profile-form">
        {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
        <TextField label={t('name')} autoComplete="organization" registration={form.register('name')} error={errors.name} />
        <TextField label={t('vatNumber')} inputMode="numeric" registration={form.register('vatNumber')} error={errors.vatNumber} />
        <Suspense fallback={<TextField label={t('taxOffice')} registration={form.register('taxOffice')} error={errors.taxOffice} />}>
          <TaxOfficeField registration={form.register('taxOffice')} error={errors.taxOffice} />
        </Suspense>
        <TextField label={t('activity')} registration={form.register('activity')} error={errors.activity} />
        <SubmitButton label={t('submit')} pending={isSubmitting} />
      </form>
    </section>
  );
}
