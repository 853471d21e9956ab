import { getTranslations } from 'next-intl/server';
import { StaffNotice } from '@/components/staff/staff-notice';

/** A company form's refusal next to it: "correct the marked fields" when fields are marked, else the API's error in words. */
export async function CompanyFormAlert({ error, errors }: { error?: string; errors: Record<string, string> }) {
  if (!error) return null;
  const t = await getTranslations('staffCompanies');
  if (Object.keys(errors).length === 0) return <StaffNotice error={error} />;
  return (
    <div role="alert" className="form-alert form-alert-error">
      <p>{t('fix')}</p>
    </div>
  );
}
