import type { Hono } from 'hono';
import { invoiceRuleErrors, readInvoice, type MydataError } from '@/lib/fiscal/mydata-validate';
import { invoiceUid } from '@/lib/fiscal/mydata-uid';
import { buildResponseDoc, parseInvoicesDoc, type MydataResult } from '@/lib/fiscal/mydata-xml';
import type { ApiDeps, ApiEnv } from '../../context';
import { cancellationMarkOf, findSandboxDocument, knownMarks, markOf, registerSandboxDocument, sandboxModeOf } from '../../services/mydata/sandbox-state';
import { escapeHtml } from '../../mail/templates';
import { MYDATA_SANDBOX_BASE as BASE, sandboxGate, sandboxQrUrl as qrUrl, xmlAnswer as xml } from './mydata-gate';
import { mydataSandboxMovementRoutes } from './mydata-movement';
import { mydataSandboxReadRoutes } from './mydata-read';

/**
 * myDATA's side of `SendInvoices`, played inside the API (issue #47 item 3, decision 0069): the
 * subscription headers checked, each document read against the schema's rules
 * (lib/fiscal/mydata-validate.ts), registered once per UID with a MARK and a QR URL (a second
 * document with the same UID is refused with code 228 naming the first one's MARK, as myDATA
 * does), and answered with a `ResponseDoc`. `GET …/TimologioQR/QRInfo?q=` is the page a QR code
 * opens; reading back and cancelling are in mydata-read.ts. The answer can be switched to slow, down, reject or lose (services/mydata/sandbox-state.ts).
 */
const MAX_DOCUMENTS = 100;

const refused = (index: number, errors: MydataError[]): MydataResult => ({ index, status: 'ValidationError', errors });

async function register(deps: ApiDeps, raw: Record<string, unknown>, index: number, marks: Set<string>): Promise<MydataResult> {
  const read = readInvoice(raw);
  if ('errors' in read) return refused(index, read.errors);
  const invoice = read.invoice;
  const buyerVat = invoice.counterpart?.vatNumber;
  if (buyerVat && sandboxModeOf(deps.db).unregistered?.includes(buyerVat)) return refused(index, [{ code: '102', message: `counterpart VAT number ${buyerVat} is not registered` }]);
  const ruleErrors = invoiceRuleErrors(invoice, (mark) => marks.has(mark));
  if (ruleErrors.length > 0) return refused(index, ruleErrors);
  const h = invoice.invoiceHeader;
  const uid = invoiceUid({ issuerVat: invoice.issuer.vatNumber, issueDate: h.issueDate, branch: Number(invoice.issuer.branch), invoiceType: h.invoiceType, series: h.series, aa: h.aa });
  const gross = Math.round(Number(invoice.invoiceSummary.totalGrossValue) * 100);
  const { row, duplicate } = await registerSandboxDocument(deps.db, { uid, issuerVat: invoice.issuer.vatNumber, invoiceType: h.invoiceType, series: h.series, aa: h.aa, issueDate: h.issueDate, grossCents: gross, createdAt: deps.now() });
  if (duplicate) return refused(index, [{ code: '228', message: `The UID: ${uid} is invalid . It has already been sent for another invoice (MARK:${markOf(row.id)} , AUTHENTICATION_CODE:SANDBOX)` }]);
  return { index, status: 'Success', invoiceUid: uid, invoiceMark: markOf(row.id), qrUrl: qrUrl(deps, uid) };
}

export function mydataSandboxRoutes(app: Hono<ApiEnv>): void {
  mydataSandboxReadRoutes(app);
  mydataSandboxMovementRoutes(app);
  app.post(`${BASE}/SendInvoices`, async (c) => {
    const refusedCall = sandboxGate(c);
    if (refusedCall) return refusedCall;
    const deps = c.get('deps');
    const state = sandboxModeOf(deps.db);
    let invoices: Record<string, unknown>[];
    try {
      invoices = parseInvoicesDoc(await c.req.text());
    } catch (error) {
      return xml(c, buildResponseDoc([{ index: 1, status: 'XMLSyntaxError', errors: [{ code: '100', message: String(error) }] }]), 400);
    }
    if (invoices.length === 0 || invoices.length > MAX_DOCUMENTS) {
      return xml(c, buildResponseDoc([{ index: 1, status: 'XMLSyntaxError', errors: [{ code: '100', message: `an InvoicesDoc has 1 to ${MAX_DOCUMENTS} invoices` }] }]), 400);
    }
    if (state.mode === 'reject') return xml(c, buildResponseDoc(invoices.map((_, i) => refused(i + 1, [{ code: '999', message: 'Rejected by the sandbox (reject mode)' }]))));
    const correlated = invoices.flatMap((raw) => {
      const marks = (raw.invoiceHeader as { correlatedInvoices?: unknown } | undefined)?.correlatedInvoices;
      return Array.isArray(marks) ? marks.map(String) : [];
    });
    const marks = await knownMarks(deps.db, correlated);
    const results: MydataResult[] = [];
    for (const [i, raw] of invoices.entries()) results.push(await register(deps, raw, i + 1, marks));
    if (state.mode === 'lose') return c.json({ statusCode: 500, message: 'Internal server error' }, 500);
    // Slow: registered at once, answered late (the dangerous case: a client that gives up or dies now never learns its MARK).
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs ?? 60_000));
    return xml(c, buildResponseDoc(results));
  });

  app.get(`${BASE}/TimologioQR/QRInfo`, async (c) => {
    const doc = await findSandboxDocument(c.get('deps').db, c.req.query('q') ?? '');
    if (!doc) return c.html('<!doctype html><title>myDATA sandbox</title><p>No such document.</p>', 404);
    const rows = [
      ['MARK', markOf(doc.id)],
      ['UID', doc.uid],
      ['ΑΦΜ εκδότη / Issuer VAT', doc.issuerVat],
      ['Τύπος / Type', doc.invoiceType],
      ['Σειρά, α/α / Series, number', `${doc.series} ${doc.aa}`],
      ['Ημερομηνία / Date', doc.issueDate],
      ['Σύνολο / Total', `${(doc.grossCents / 100).toFixed(2)} €`],
      ...(doc.cancelledAt ? [['Ακυρώθηκε / Cancelled', `MARK ${cancellationMarkOf(doc.id)}`]] : []),
    ];
    const table = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k!)}</th><td>${escapeHtml(v!)}</td></tr>`).join('');
    return c.html(`<!doctype html><html lang="el"><meta charset="utf-8"><title>myDATA sandbox</title><main><h1>myDATA sandbox</h1><p>Δοκιμαστικό παραστατικό, όχι της ΑΑΔΕ. / A test document, not AADE's.</p><table>${table}</table></main></html>`);
  });
}
