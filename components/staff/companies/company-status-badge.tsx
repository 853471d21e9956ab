import { getTranslations } from 'next-intl/server';
import type { StaffCompany } from '@/lib/contract/staff-companies';

/** A company's status as a badge (its colour and its word: never the colour alone). */
export async function CompanyStatusBadge({ status }: { status: StaffCompany['status'] }) {
  const t = await getTranslations('staffCompanies.statuses');
  return (
    <span className="staff-company-badge" data-status={status}>
      {t(status)}
    </span>
  );
}
