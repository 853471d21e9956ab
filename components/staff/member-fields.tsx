import { getTranslations } from 'next-intl/server';
import { StaffRoles, type StaffRole } from '@/lib/contract/staff';

/** A staff account's role and partners as form fields (the invitation and the account's page); partners are a sales person's. */
export async function MemberRoleFields({ prefix, role, partners, allPartners, disabled }: { prefix: string; role: StaffRole; partners: readonly string[]; allPartners: readonly { code: string; name: string }[]; disabled?: boolean }) {
  const t = await getTranslations('staff.members.new');
  const roles = await getTranslations('staff.roles');
  return (
    <>
      <label htmlFor={`${prefix}-role`}>{t('role')}</label>
      <select id={`${prefix}-role`} name="role" defaultValue={role} disabled={disabled}>
        {StaffRoles.map((r) => (
          <option key={r} value={r}>
            {roles(r)}
          </option>
        ))}
      </select>
      <fieldset className="staff-member-partners">
        <legend>{t('partners')}</legend>
        {allPartners.map((p) => (
          <label key={p.code}>
            <input type="checkbox" name="partners" value={p.code} defaultChecked={partners.includes(p.code)} disabled={disabled} /> {p.name} ({p.code})
          </label>
        ))}
      </fieldset>
    </>
  );
}
