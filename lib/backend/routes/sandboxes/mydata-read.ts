import type { Hono } from 'hono';
import { buildCancelResponse, buildRequestedDoc } from '@/lib/fiscal/mydata-read';
import type { ApiEnv } from '../../context';
import { cancellationMarkOf, cancelSandboxDocument, markOf, sandboxDocumentsBetween, sandboxModeOf } from '../../services/mydata/sandbox-state';
import { MYDATA_SANDBOX_BASE, sandboxGate, sandboxQrUrl, xmlAnswer } from './mydata-gate';

/**
 * myDATA's `RequestTransmittedDocs` and `CancelInvoice`, played inside the API (decision 0080):
 * the documents registered with a MARK above `mark` (up to `maxMark`, 1 000 a page) with their
 * UID, QR URL and cancellation, and the cancellation of a registered document once, with its own
 * MARK. The sandbox's error codes for a cancellation it refuses are its own (AADE does not publish
 * a table of them); the shop keeps the message whatever the code.
 */
const PAGE = 1000;
const athensDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' });

export function mydataSandboxReadRoutes(app: Hono<ApiEnv>): void {
  app.get(`${MYDATA_SANDBOX_BASE}/RequestTransmittedDocs`, async (c) => {
    const refused = sandboxGate(c);
    if (refused) return refused;
    const deps = c.get('deps');
    const mark = c.req.query('mark') ?? '';
    const maxMark = c.req.query('maxMark');
    if (!/^\d{1,20}$/.test(mark) || (maxMark !== undefined && !/^\d{1,20}$/.test(maxMark))) {
      return c.json({ statusCode: 400, message: 'mark (and maxMark) must be whole numbers' }, 400);
    }
    const rows = await sandboxDocumentsBetween(deps.db, mark, maxMark, PAGE);
    const documents = rows.map((row) => ({
      uid: row.uid,
      mark: markOf(row.id),
      qrUrl: sandboxQrUrl(deps, row.uid),
      ...(row.cancelledAt ? { cancelledByMark: cancellationMarkOf(row.id) } : {}),
      series: row.series,
      aa: row.aa,
      invoiceType: row.invoiceType,
    }));
    const cancellations = rows.flatMap((row) => (row.cancelledAt ? [{ invoiceMark: markOf(row.id), cancellationMark: cancellationMarkOf(row.id), cancellationDate: athensDay.format(row.cancelledAt) }] : []));
    return xmlAnswer(c, buildRequestedDoc({ documents, cancellations }));
  });

  app.post(`${MYDATA_SANDBOX_BASE}/CancelInvoice`, async (c) => {
    const refused = sandboxGate(c);
    if (refused) return refused;
    const deps = c.get('deps');
    const state = sandboxModeOf(deps.db);
    const mark = c.req.query('mark') ?? '';
    if (state.mode === 'reject') return xmlAnswer(c, buildCancelResponse({ status: 'ValidationError', errors: [{ code: '999', message: 'Rejected by the sandbox (reject mode)' }] }));
    const done = await cancelSandboxDocument(deps.db, mark, deps.now());
    if (state.mode === 'lose') return c.json({ statusCode: 500, message: 'Internal server error' }, 500);
    if (done.outcome === 'unknown') return xmlAnswer(c, buildCancelResponse({ status: 'ValidationError', errors: [{ code: '501', message: `No invoice with MARK ${mark} was found for this user` }] }));
    if (done.outcome === 'cancelled-before') {
      return xmlAnswer(c, buildCancelResponse({ status: 'ValidationError', errors: [{ code: '502', message: `The invoice with MARK ${mark} is already cancelled (cancellation MARK:${cancellationMarkOf(done.row.id)})` }] }));
    }
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs ?? 60_000));
    return xmlAnswer(c, buildCancelResponse({ status: 'Success', cancellationMark: cancellationMarkOf(done.row.id) }));
  });
}
