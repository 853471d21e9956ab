import { and, asc, eq } from 'drizzle-orm';
import { COMPANY_ADDRESSES_MAX, type CompanyAddress } from '@/lib/contract/companies';
import type { PostalAddress } from '@/lib/contract/addresses';
import type { ApiDeps } from '../../context';
import { companyAddresses } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { lockAsAdmin, type CompanyOwner } from './company';
import { requireMembership } from './membership';

/**
 * The company's shared address book (issue #50 item 1, decision 0103): members who place orders
 * (and the admin) read it and ship to it; the admin writes it; at most COMPANY_ADDRESSES_MAX.
 * Rows are read and written by the membership's company only: another company's id is 404.
 */
type Row = typeof companyAddresses.$inferSelect;
export type CompanyAddressInput = PostalAddress & { title: string; isDefault?: boolean };

const notFoundHere = () => notFound('company_address_not_found');

function toAddress(row: Row): CompanyAddress {
  const { id, title, firstName, lastName, country, region, address, city, postalCode, mobile } = row;
  return { id, title, firstName, lastName, country, region, address, city, postalCode, mobile };
}

/** The stored fields of a request (`isDefault` is refused by the contract: the book has no default). */
function fields(input: CompanyAddressInput) {
  const { title, firstName, lastName, country, region, address, city, postalCode, mobile } = input;
  return { title, firstName, lastName, country, region: region || null, address, city, postalCode, mobile };
}

export async function listCompanyAddresses(deps: ApiDeps, owner: CompanyOwner): Promise<CompanyAddress[]> {
  const membership = await requireMembership(deps.db, owner, 'use_company_addresses');
  const rows = await deps.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, membership.companyId)).orderBy(asc(companyAddresses.title), asc(companyAddresses.id));
  return rows.map(toAddress);
}

/** POST (admin): 409 company_addresses_full at COMPANY_ADDRESSES_MAX (counted with the company row locked). */
export async function createCompanyAddress(deps: ApiDeps, owner: CompanyOwner, input: CompanyAddressInput): Promise<CompanyAddress> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { company } = await lockAsAdmin(tx, owner);
    const held = await tx.select({ id: companyAddresses.id }).from(companyAddresses).where(eq(companyAddresses.companyId, company.id));
    if (held.length >= COMPANY_ADDRESSES_MAX) throw new ApiError(409, 'company_addresses_full', undefined, undefined, { addresses: { max: COMPANY_ADDRESSES_MAX } });
    const [row] = await tx.insert(companyAddresses).values({ ...fields(input), companyId: company.id, createdAt: now, updatedAt: now }).returning();
    return toAddress(row!);
  });
}

export async function updateCompanyAddress(deps: ApiDeps, owner: CompanyOwner, id: number, input: CompanyAddressInput): Promise<CompanyAddress> {
  return deps.db.transaction(async (tx) => {
    const { company } = await lockAsAdmin(tx, owner);
    const [row] = await tx
      .update(companyAddresses)
      .set({ ...fields(input), updatedAt: deps.now() })
      .where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, company.id)))
      .returning();
    if (!row) throw notFoundHere();
    return toAddress(row);
  });
}

/** DELETE (admin): orders keep the address they were shipped to (copied at placement). */
export async function deleteCompanyAddress(deps: ApiDeps, owner: CompanyOwner, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { company } = await lockAsAdmin(tx, owner);
    const removed = await tx.delete(companyAddresses).where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, company.id))).returning({ id: companyAddresses.id });
    if (removed.length === 0) throw notFoundHere();
  });
}
