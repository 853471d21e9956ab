import { asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { CompanyStatement, CompanyStatementLine, CompanyStatementQuery } from '@/lib/contract/staff-companies';
import { availableCredit, overdueDebits, owedOf, statementLines } from '@/lib/rules/company/credit-ledger';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { companyCreditEntries, orders, partners } from '../../db/schema';

/**
 * A company's credit statement (issue #50 item 5, decision 0101): what it owes now, may still
 * charge and has overdue, and every entry of its ledger in the order it was made with the balance
 * after it (lib/rules/company/credit-ledger.ts `statementLines`), each with its order's number and
 * purchase-order number or the payment's reference. With a period (UTC days, both included) the
 * entries before it make the opening balance. The same statement for staff and the company's admin;
 * statement-pdf.ts prints it.
 */
type Reader = Pick<Database, 'select'>;
type Company = Pick<typeof companies.$inferSelect, 'id' | 'partnerId' | 'name' | 'vatNumber' | 'taxOffice' | 'activity' | 'paymentTermsDays' | 'creditLimitCents'>;
export type StatementPeriod = { from?: string | undefined; to?: string | undefined };

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

export async function companyStatement(db: Reader, company: Company, period: StatementPeriod, now: Date): Promise<CompanyStatement> {
  // One after the other: `db` may be a transaction's one client.
  const [partner] = await db.select({ code: partners.code }).from(partners).where(eq(partners.id, company.partnerId));
  const rows = await db
    .select({
      id: companyCreditEntries.id,
      kind: companyCreditEntries.kind,
      owedCents: companyCreditEntries.owedCents,
      orderId: companyCreditEntries.orderId,
      dueAt: companyCreditEntries.dueAt,
      createdAt: companyCreditEntries.createdAt,
      reference: companyCreditEntries.reference,
      orderNumber: orders.orderNumber,
      purchaseOrderNumber: orders.purchaseOrderNumber,
    })
    .from(companyCreditEntries)
    .leftJoin(orders, eq(orders.id, companyCreditEntries.orderId))
    .where(eq(companyCreditEntries.companyId, company.id))
    .orderBy(asc(companyCreditEntries.createdAt), asc(companyCreditEntries.id));
  const extra = new Map(rows.map((r) => [r.id, r]));
  const all = statementLines(rows);
  const from = period.from ? startOf(period.from).getTime() : -Infinity;
  const end = period.to ? startOf(period.to).getTime() + DAY_MS : Infinity;
  const before = all.filter((l) => l.createdAt.getTime() < from);
  const inPeriod = all.filter((l) => l.createdAt.getTime() >= from && l.createdAt.getTime() < end);
  const openingBalanceCents = before.at(-1)?.balanceCents ?? 0;
  const owedCents = owedOf(rows);
  const overdue = overdueDebits(rows, now);
  const lines: CompanyStatementLine[] = inPeriod.map((l) => {
    const row = extra.get(l.id)!;
    const ofOrder = l.kind === 'charge' || l.kind === 'cancel' || l.kind === 'return';
    return {
      id: l.id,
      date: l.createdAt.toISOString(),
      kind: l.kind,
      orderNumber: row.orderNumber ?? null,
      // A charge carries the buyer's PO number (the order's, else what the charge was recorded with).
      purchaseOrderNumber: ofOrder ? (row.purchaseOrderNumber ?? (l.kind === 'charge' ? row.reference : null)) : null,
      reference: ofOrder ? null : row.reference,
      amountCents: l.owedCents,
      dueAt: l.dueAt?.toISOString() ?? null,
      balanceCents: l.balanceCents,
    };
  });
  return {
    company: { id: company.id, name: company.name, vatNumber: company.vatNumber, taxOffice: company.taxOffice, activity: company.activity, partner: partner?.code ?? '' },
    paymentTermsDays: company.paymentTermsDays,
    creditLimitCents: company.creditLimitCents,
    credit: {
      owedCents,
      availableCents: availableCredit(company.creditLimitCents, owedCents),
      overdueCents: overdue.reduce((sum, d) => sum + d.openCents, 0),
      oldestDueAt: overdue[0]?.dueAt.toISOString() ?? null,
    },
    period: { from: period.from ?? null, to: period.to ?? null },
    openingBalanceCents,
    closingBalanceCents: inPeriod.at(-1)?.balanceCents ?? openingBalanceCents,
    lines,
    generatedAt: now.toISOString(),
  };
}

/** The statement as JSON, or with format=pdf as a PDF download in `lang` (pdfkit loads with the first PDF, not with the API). */
export async function statementAnswer(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, company: Company, query: CompanyStatementQuery, lang: Language): Promise<CompanyStatement | Response> {
  const statement = await companyStatement(deps.db, company, query, deps.now());
  if (query.format !== 'pdf') return statement;
  const { statementAttachment, statementPdf } = await import('./statement-pdf');
  return statementAttachment(await statementPdf(deps, statement, company.partnerId, query.lang ?? lang));
}
