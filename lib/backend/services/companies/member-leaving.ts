import { and, eq, ne } from 'drizzle-orm';
import { keepsAnAdmin } from '@/lib/rules/company/company-roles';
import { companyMembers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict } from '../../http/api-error';

/**
 * A customer whose account is deleted (decision 0096) leaves their company in the same transaction.
 * The company's last admin with colleagues still in it cannot leave that way (409
 * `account_company_last_admin`): they make a colleague admin first (decision 0100). A waiting
 * purchase request of theirs is an open order and already refuses the deletion.
 */
export async function leaveCompanyOnDeletion(tx: Tx, customerId: number): Promise<void> {
  const [member] = await tx.select({ id: companyMembers.id, companyId: companyMembers.companyId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.customerId, customerId)).for('update');
  if (!member) return;
  const others = await tx.select({ id: companyMembers.id, role: companyMembers.role }).from(companyMembers).where(and(eq(companyMembers.companyId, member.companyId), ne(companyMembers.id, member.id)));
  if (others.length > 0 && !keepsAnAdmin([member, ...others], { memberId: member.id, role: null })) throw conflict('account_company_last_admin');
  await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
}
