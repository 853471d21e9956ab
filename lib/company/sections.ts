import type { CompanyPermission } from '@/lib/rules/company/company-roles';
import { parsePath } from '@/lib/routing/paths';

/**
 * The company area's pages (issue #50), under the profile, and who sees each: the overview every
 * member; the others only in an active company and with one of their permissions
 * (lib/rules/company/company-roles.ts) — the same the API asks of their calls.
 */
export const COMPANY_SECTIONS = [
  { key: 'overview', path: 'profile/company', needs: [] },
  { key: 'members', path: 'profile/company/members', needs: ['manage_company'] },
  { key: 'requests', path: 'profile/company/requests', needs: ['place_orders', 'approve_requests'] },
  { key: 'orders', path: 'profile/company/orders', needs: ['see_company_orders'] },
  { key: 'addresses', path: 'profile/company/addresses', needs: ['use_company_addresses', 'manage_company'] },
  { key: 'statement', path: 'profile/company/statement', needs: ['see_statement'] },
] as const satisfies readonly { key: string; path: string; needs: readonly CompanyPermission[] }[];

export type CompanySectionKey = (typeof COMPANY_SECTIONS)[number]['key'];

/** Whether a member may open a section: any one of its permissions, in an active company (the overview always). */
export function maySeeSection(key: CompanySectionKey, company: { status: string; me: { permissions: readonly string[] } }): boolean {
  const section = COMPANY_SECTIONS.find((s) => s.key === key)!;
  if (section.needs.length === 0) return true;
  return company.status === 'active' && section.needs.some((permission) => company.me.permissions.includes(permission));
}

/** The sections a member sees, in order. */
export function visibleSections(company: { status: string; me: { permissions: readonly string[] } }) {
  return COMPANY_SECTIONS.filter((section) => maySeeSection(section.key, company));
}

/** Whether a public path is in the company area (language prefix, trailing slash and query ignored): the profile menu marks "Company". */
export function isCompanyPath(pathname: string): boolean {
  const { path } = parsePath(pathname.split(/[?#]/)[0] ?? '');
  return path === 'profile/company' || path.startsWith('profile/company/');
}

/** The company section a public path shows, if any. */
export function currentCompanySection(pathname: string): CompanySectionKey | undefined {
  const { path } = parsePath(pathname.split(/[?#]/)[0] ?? '');
  return COMPANY_SECTIONS.find((section) => section.path === path.replace(/\/$/, ''))?.key;
}
