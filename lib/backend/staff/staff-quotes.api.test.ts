import { and, eq } from 'drizzle-orm';
import { zStaffQuote, zStaffQuoteList, type Quote } from '@/lib/contract/quotations';
import { staffAudit } from '../db/schema';
import { lastMail } from '../testing/auth-helpers';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { buyerWithQuote, quoteClient, revision, staffCall, staffQuoteId, staffTokens } from '../testing/quote-helpers';

/**
 * Quotations in the operations API (issue #18 item 3): who reads and who revises or declines,
 * the checks on a revision's prices and validity, the audit rows and the customer's mail.
 */
const s = orderSuite();
const staff = staffTokens(s);
const put = (token: string, id: number, body: unknown) => staffCall(s.t, 'PUT', `/staff/quotes/${id}`, token, body);

describe('staff quotes', () => {
  it('an Employee revises a pending quote (audited, the customer mailed), again while not accepted; every role reads it', async () => {
    const { buyer, quote } = await buyerWithQuote(s);
    const id = await staffQuoteId(s.t, staff.Inspector, quote.uid);
    const list = await staffCall(s.t, 'GET', '/staff/quotes?status=Pending&partner=acme', staff.Inspector);
    expect(zStaffQuoteList.strict().safeParse(list.body).error).toBeUndefined();
    expect(list.body.items.find((q: { id: number }) => q.id === id)).toMatchObject({ partner: 'acme', status: 'Pending', customer: { id: buyer.id, email: buyer.email } });
    const read = await staffCall(s.t, 'GET', `/staff/quotes/${id}`, staff.SalesPerson);
    expect(zStaffQuote.strict().safeParse(read.body).error).toBeUndefined();
    expect(read.body).toMatchObject({ uid: quote.uid, comment: quote.comment, mayRevise: true, language: 'el' });

    const list0 = quote.lines[0]!.listUnitGross;
    const revised = await put(staff.Employee, id, revision(s.t, quote, () => list0 - 100, 86_400_000, 'Ισχύει για 1 ημέρα'));
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ status: 'Revisioned', staffNote: 'Ισχύει για 1 ημέρα', quotedTotal: (list0 - 100) * 2 });
    const mail = await lastMail(s.t, buyer.email, 'quoteRevised');
    expect(mail?.links[0]).toContain(`/profile/quotes/${quote.uid}`);
    const again = await put(staff.SalesPerson, id, revision(s.t, quote, () => list0));
    expect([again.status, again.body.lines[0].quotedUnitGross, again.body.staffNote]).toEqual([200, list0, null]);
    const audit = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'quote'), eq(staffAudit.targetId, id)));
    expect(audit.map((a) => [a.action, (a.after as { status: string }).status])).toEqual([
      ['quote.revise', 'Revisioned'],
      ['quote.revise', 'Revisioned'],
    ]);
    expect((await quoteClient(s.t, buyer.token).accept(quote.uid)).status).toBe(200);
    expect([(await put(staff.Employee, id, revision(s.t, quote, () => 1))).status, (await put(staff.Employee, id, { action: 'decline' })).body.error]).toEqual([409, 'quote_status_conflict']);
  });

  it('refuses prices of zero or above list, a validity in the past, lines that are not the quote’s; an Inspector; another partner’s quote', async () => {
    const { quote } = await buyerWithQuote(s);
    const id = await staffQuoteId(s.t, staff.Employee, quote.uid);
    const list0 = quote.lines[0]!.listUnitGross;
    const refused = async (body: unknown, token = staff.Employee) => {
      const res = await put(token, id, body);
      return [res.status, res.body.error, res.body.fields];
    };
    expect(await refused(revision(s.t, quote, () => list0 + 1))).toEqual([400, 'quote_price_above_list', { 'lines.0.quotedUnitGross': 'quote_price_above_list' }]);
    expect((await refused(revision(s.t, quote, () => 0)))[0]).toBe(400);
    expect((await refused(revision(s.t, quote, () => list0, -1000)))[1]).toBe('quote_valid_until_past');
    expect((await refused({ ...revision(s.t, quote, () => list0), lines: [{ variantId: 999_999, quotedUnitGross: 100 }] }))[1]).toBe('quote_lines_mismatch');
    expect((await refused(revision(s.t, quote, () => list0), staff.Inspector))[0]).toBe(403);
    expect((await staffCall(s.t, 'GET', `/staff/quotes/${id}`, staff.Inspector)).body.mayRevise).toBe(false);
    expect((await staffCall(s.t, 'GET', `/staff/quotes/${id}`, staff.Employee)).body.status).toBe('Pending');

    // sales@ is assigned acme only: a hellas quote is not found, nor listed; an Employee sees it.
    const hellas = await freshCustomer(s.t, 'hellas');
    const pick = pickOne(s.oracle, 'hellas', s.used, ({ variant }) => variant.stock >= 3);
    expect((await hellas.cart.add(pick.variant.id, 1)).status).toBe(200);
    const theirs = (await quoteClient(s.t, hellas.token, 'hellas').request()).body as Quote;
    const hellasId = await staffQuoteId(s.t, staff.Employee, theirs.uid);
    expect((await staffCall(s.t, 'GET', `/staff/quotes/${hellasId}`, staff.SalesPerson)).body.error).toBe('quote_not_found');
    expect((await put(staff.SalesPerson, hellasId, { action: 'decline' })).status).toBe(404);
    const salesList = await staffCall(s.t, 'GET', '/staff/quotes', staff.SalesPerson);
    expect(salesList.body.items.some((q: { id: number }) => q.id === hellasId)).toBe(false);
    expect((await staffCall(s.t, 'GET', '/staff/quotes?partner=hellas', staff.Employee)).body.items.map((q: { id: number }) => q.id)).toEqual([hellasId]);
  });

  it('staff decline a pending quote; the customer then can do nothing with it', async () => {
    const { quote, quotes } = await buyerWithQuote(s);
    const id = await staffQuoteId(s.t, staff.Employee, quote.uid);
    const declined = await put(staff.Employee, id, { action: 'decline', note: 'Δεν είναι δυνατό' });
    expect([declined.status, declined.body.status]).toEqual([200, 'Declined']);
    expect(((await quotes.get(quote.uid)).body as Quote)).toMatchObject({ status: 'Declined', staffNote: 'Δεν είναι δυνατό', actions: { accept: false, decline: false, order: false } });
    expect((await put(staff.Employee, id, revision(s.t, quote, (l) => l.listUnitGross))).body.error).toBe('quote_status_conflict');
    expect((await staffCall(s.t, 'GET', '/staff/quotes/abc', staff.Employee)).status).toBe(404);
  });
});
