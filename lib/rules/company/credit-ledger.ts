/**
 * A company's credit for payment on account (issue #50 item 5, decision 0101), as pure rules over
 * its ledger. An entry's `owedCents` is what it adds to what the company owes: a charge (an
 * on-account order) is positive; a cancel or return of that order, a payment received and a credit
 * adjustment are negative. What the company may still charge is its limit less what it owes, and
 * no charge may take that below zero (the services lock the company row, so two buyers at once are
 * checked one after the other). A payment larger than what is owed is kept, not refused: the
 * company is then in credit, and its next charges use that first.
 */
export type LedgerEntry = {
  id: number;
  kind: 'charge' | 'cancel' | 'return' | 'payment' | 'adjustment';
  owedCents: number;
  orderId: number | null;
  dueAt: Date | null;
  createdAt: Date;
};

/** What the company owes now (negative: in credit). */
export function owedOf(entries: readonly Pick<LedgerEntry, 'owedCents'>[]): number {
  return entries.reduce((sum, e) => sum + e.owedCents, 0);
}

/** What the company may still charge on account. */
export function availableCredit(limitCents: number, owedCents: number): number {
  return limitCents - owedCents;
}

/** A debit of the ledger (a charge, or an adjustment that raises what is owed) and what of it is still open after every credit is applied. */
export type OpenDebit = { entryId: number; orderId: number | null; amountCents: number; openCents: number; dueAt: Date };

/**
 * Applies the credits to the debits: a cancel or return first to its own order's charge, then
 * everything else (payments, credit adjustments, what a cancel or return left over) to the debits
 * by due date, oldest first. Returns each debit with what is still open.
 */
export function openDebits(entries: readonly LedgerEntry[]): OpenDebit[] {
  const debits: OpenDebit[] = entries
    .filter((e) => e.owedCents > 0)
    .map((e) => ({ entryId: e.id, orderId: e.kind === 'charge' ? e.orderId : null, amountCents: e.owedCents, openCents: e.owedCents, dueAt: e.dueAt ?? e.createdAt }));
  let pool = 0;
  for (const credit of entries.filter((e) => e.owedCents < 0)) {
    let left = -credit.owedCents;
    if ((credit.kind === 'cancel' || credit.kind === 'return') && credit.orderId !== null) {
      const own = debits.find((d) => d.orderId === credit.orderId);
      if (own) {
        const applied = Math.min(own.openCents, left);
        own.openCents -= applied;
        left -= applied;
      }
    }
    pool += left;
  }
  for (const debit of [...debits].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.entryId - b.entryId)) {
    const applied = Math.min(debit.openCents, pool);
    debit.openCents -= applied;
    pool -= applied;
  }
  return debits;
}

/** The debits past their due date and still open, oldest first. */
export function overdueDebits(entries: readonly LedgerEntry[], now: Date): OpenDebit[] {
  return openDebits(entries)
    .filter((d) => d.openCents > 0 && d.dueAt.getTime() < now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

export type OnAccountRefusal = 'on_account_unavailable' | 'credit_overdue' | 'credit_insufficient';

/**
 * Whether an order of `amountCents` may be charged on account: the company needs payment terms,
 * no overdue invoice, and the credit to cover it.
 */
export function onAccountRefusal(company: { paymentTermsDays: number | null; creditLimitCents: number }, entries: readonly LedgerEntry[], amountCents: number, now: Date): OnAccountRefusal | undefined {
  if (company.paymentTermsDays === null) return 'on_account_unavailable';
  if (overdueDebits(entries, now).length > 0) return 'credit_overdue';
  if (amountCents > availableCredit(company.creditLimitCents, owedOf(entries))) return 'credit_insufficient';
  return undefined;
}

const DAY_MS = 86_400_000;

/** When a charge is due: `termsDays` after its invoice date. */
export function dueDate(invoicedAt: Date, termsDays: number): Date {
  return new Date(invoicedAt.getTime() + termsDays * DAY_MS);
}

export type StatementLine = LedgerEntry & { balanceCents: number };

/** The statement: every entry in the order it was made, with what was owed after it. */
export function statementLines(entries: readonly LedgerEntry[]): StatementLine[] {
  let balance = 0;
  return [...entries]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((e) => {
      balance += e.owedCents;
      return { ...e, balanceCents: balance };
    });
}
