import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { zStaffQuote, zStaffQuoteList, type Quote } from '@/lib/contract/quotations';
import type { StaffPartner } from '@/lib/contract/staff-partners';
import { quoteFloorCents } from '@/lib/quotations/quote-floor';
import { partners, staffAudit, staffMembers } from '../db/schema';
import { lastMail } from '../testing/auth-helpers';
import { orderSuite } from '../testing/order-helpers';
import { buyerWithQuote, revision, staffCall, staffQuoteId, staffTokens } from '../testing/quote-helpers';

/**
 * Issue #44 item 7: a SalesPerson's quote below the partner's floor (the partner's price less its
 * quote floor margin, 10 % by default) waits for an Employee, who approves or rejects it; an
 * Employee's own revision below the floor passes. Quote audit rows carry their partner, so the
 * SalesPerson's filtered log shows their own revisions.
 */
const s = orderSuite();
const staff = staffTokens(s);
const put = (token: string, id: number, body: unknown) => staffCall(s.t, 'PUT', `/staff/quotes/${id}`, token, body);
const get = (token: string, id: number) => staffCall(s.t, 'GET', `/staff/quotes/${id}`, token);
const floorOf = (line: Quote['lines'][number]) => quoteFloorCents(line.requestedUnitGross, 10);

async function quoteFor() {
  const bought = await buyerWithQuote(s);
  return { ...bought, id: await staffQuoteId(s.t, staff.Employee, bought.quote.uid) };
}

describe('the quote floor', () => {
  it("holds a SalesPerson's revision below it: the customer sees and gets nothing; an Employee approves it and the customer is sent the prices", async () => {
    const { buyer, quote, quotes, id } = await quoteFor();
    const mailsBefore = await lastMail(s.t, buyer.email, 'quoteRevised');
    const held = await put(staff.SalesPerson, id, revision(s.t, quote, () => 1, 86_400_000, 'Ειδική τιμή'));
    expect(held.status).toBe(200);
    expect(zStaffQuote.strict().safeParse(held.body).error).toBeUndefined();
    expect(held.body).toMatchObject({ status: 'Pending', quotedTotal: null, mayApprove: false, approval: { note: 'Ειδική τιμή', lines: quote.lines.map((l) => ({ variantId: l.variantId, quotedUnitGross: 1, floorUnitGross: floorOf(l), belowFloor: true })) } });
    expect(held.body.approval.requestedBy.name).toBeTruthy();
    expect(await lastMail(s.t, buyer.email, 'quoteRevised')).toEqual(mailsBefore);
    const seen = (await quotes.get(quote.uid)).body as Quote;
    expect([seen.status, seen.quotedTotal, seen.lines[0]!.quotedUnitGross]).toEqual(['Pending', null, null]);

    const list = await staffCall(s.t, 'GET', '/staff/quotes?partner=acme', staff.Employee);
    expect(zStaffQuoteList.strict().safeParse(list.body).error).toBeUndefined();
    expect(list.body.items.find((q: { id: number }) => q.id === id).awaitingApproval).toBe(true);
    expect((await get(staff.Employee, id)).body).toMatchObject({ mayApprove: true, approval: { note: 'Ειδική τιμή' } });

    for (const token of [staff.SalesPerson, staff.Inspector]) expect([(await put(token, id, { action: 'approve' })).status]).toEqual([403]);
    const approved = await put(staff.Employee, id, { action: 'approve' });
    expect(approved.body).toMatchObject({ status: 'Revisioned', approval: null, mayApprove: false, staffNote: 'Ειδική τιμή', quotedTotal: quote.lines.reduce((sum, l) => sum + l.quantity, 0) });
    expect((await lastMail(s.t, buyer.email, 'quoteRevised'))?.links[0]).toContain(`/profile/quotes/${quote.uid}`);
    expect(((await quotes.get(quote.uid)).body as Quote).status).toBe('Revisioned');
    expect((await put(staff.Employee, id, { action: 'approve' })).body.error).toBe('quote_not_awaiting_approval');
    expect((await staffCall(s.t, 'GET', '/staff/quotes?partner=acme', staff.Employee)).body.items.find((q: { id: number }) => q.id === id).awaitingApproval).toBe(false);
  });

  it('an Employee rejects a held revision: the quote stays as it was and may be revised again', async () => {
    const { quote, id } = await quoteFor();
    expect((await put(staff.SalesPerson, id, revision(s.t, quote, (l) => floorOf(l) - 1))).body.approval).not.toBeNull();
    const rejected = await put(staff.Employee, id, { action: 'reject' });
    expect(rejected.body).toMatchObject({ status: 'Pending', approval: null, quotedTotal: null });
    expect((await put(staff.Employee, id, { action: 'reject' })).status).toBe(409);
  });

  it("passes a SalesPerson's revision at the floor, and an Employee's below it; a later valid revision drops a held one", async () => {
    const { quote, id } = await quoteFor();
    const atFloor = await put(staff.SalesPerson, id, revision(s.t, quote, floorOf));
    expect(atFloor.body).toMatchObject({ status: 'Revisioned', approval: null });
    const second = await quoteFor();
    expect((await put(staff.Employee, second.id, revision(s.t, second.quote, () => 1))).body).toMatchObject({ status: 'Revisioned', approval: null });
    const third = await quoteFor();
    expect((await put(staff.SalesPerson, third.id, revision(s.t, third.quote, () => 1))).body.approval).not.toBeNull();
    expect((await put(staff.SalesPerson, third.id, revision(s.t, third.quote, (l) => l.listUnitGross))).body).toMatchObject({ status: 'Revisioned', approval: null });
  });

  it("follows the partner's margin, which an Employee sets in the partner's settings (0–100)", async () => {
    const partner = (await staffCall(s.t, 'GET', '/staff/partners/acme', staff.Employee)).body as StaffPartner;
    expect(partner.quoteFloorMarginPercent).toBe(10);
    const { content, fingerprint, code: _c, name: _n, status: _s, issuerMydataUser: _m, ...rest } = partner;
    const body = (margin: unknown, print = fingerprint) => ({ ...rest, content, quoteFloorMarginPercent: margin, expectedFingerprint: print });
    expect((await staffCall(s.t, 'PUT', '/staff/partners/acme', staff.Employee, body(101))).body.fields).toEqual({ quoteFloorMarginPercent: 'max_number' });
    const saved = await staffCall(s.t, 'PUT', '/staff/partners/acme', staff.Employee, body(100));
    expect([saved.status, saved.body.quoteFloorMarginPercent]).toEqual([200, 100]);
    try {
      const { quote, id } = await quoteFor();
      expect((await put(staff.SalesPerson, id, revision(s.t, quote, () => 1))).body).toMatchObject({ status: 'Revisioned', approval: null });
    } finally {
      await s.t.db.update(partners).set({ quoteFloorMarginPercent: 10 }).where(eq(partners.code, 'acme'));
    }
  });

  it("carries the quote's partner on every quote audit row: the SalesPerson's log filtered by partner shows their own", async () => {
    const { quote, id } = await quoteFor();
    await put(staff.SalesPerson, id, revision(s.t, quote, () => 1));
    await put(staff.Employee, id, { action: 'approve' });
    const rows = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'quote'), eq(staffAudit.targetId, id)));
    const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
    expect(rows.map((r) => [r.action, r.partnerId])).toEqual([
      ['quote.revise_held', acme!.id],
      ['quote.approve', acme!.id],
    ]);
    const log = await staffCall(s.t, 'GET', '/staff/audit?partner=acme&kind=quote', staff.SalesPerson);
    expect(log.status).toBe(200);
    const mine = (log.body.items as { action: string; target: { id: number; partner: string; label: string } }[]).filter((e) => e.target.id === id);
    expect(mine.map((e) => [e.action, e.target.partner, e.target.label])).toEqual([
      ['quote.approve', 'acme', quote.uid],
      ['quote.revise_held', 'acme', quote.uid],
    ]);
  });

  it('migration 0022 gives existing quote audit rows their quote’s partner, and leaves other rows alone', async () => {
    const { id } = await quoteFor();
    const [employee] = await s.t.db.select({ staffId: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, 'employee@shop.test'));
    const [old] = await s.t.db.insert(staffAudit).values({ staffId: employee!.staffId, action: 'quote.revise', targetKind: 'quote', targetId: id, createdAt: s.t.deps.now() }).returning({ id: staffAudit.id });
    const [other] = await s.t.db.insert(staffAudit).values({ staffId: employee!.staffId, action: 'stock.set', targetKind: 'variant', targetId: id, createdAt: s.t.deps.now() }).returning({ id: staffAudit.id });
    const backfill = readFileSync(join(process.cwd(), 'lib/backend/db/migrations/0022_quote_floor.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE'))!;
    await s.t.db.execute(backfill);
    const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
    expect((await s.t.db.select({ p: staffAudit.partnerId }).from(staffAudit).where(eq(staffAudit.id, old!.id)))[0]!.p).toBe(acme!.id);
    expect(await s.t.db.select({ id: staffAudit.id }).from(staffAudit).where(and(eq(staffAudit.id, other!.id), isNull(staffAudit.partnerId)))).toHaveLength(1);
  });
});
