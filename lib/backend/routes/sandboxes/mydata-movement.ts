import type { Hono } from 'hono';
import { buildDeliveryReturnResponse, parseDeliveryReturnRequest } from '@/lib/fiscal/mydata-movement';
import type { ApiEnv } from '../../context';
import { returnMarkOf, returnSandboxDocument, sandboxModeOf } from '../../services/mydata/sandbox-state';
import { MYDATA_SANDBOX_BASE, sandboxGate, xmlAnswer } from './mydata-gate';

/**
 * myDATA's `ConfirmDeliveryReturn`, played inside the API (decision 0089): a delivery note named
 * by its QR URL is registered as returned once, with its own mark; a second report, a document
 * that is not a delivery note, a cancelled one or an unknown one is refused (the sandbox's codes,
 * AADE publishes no table). The modes act as on the other calls: reject refuses, lose registers
 * and loses the answer, slow answers late.
 */
export function mydataSandboxMovementRoutes(app: Hono<ApiEnv>): void {
  app.post(`${MYDATA_SANDBOX_BASE}/ConfirmDeliveryReturn`, async (c) => {
    const refused = sandboxGate(c);
    if (refused) return refused;
    const deps = c.get('deps');
    const state = sandboxModeOf(deps.db);
    const qrUrl = parseDeliveryReturnRequest(await c.req.text());
    const uid = qrUrl && new URL(qrUrl, deps.env.PUBLIC_URL).searchParams.get('q');
    const refuse = (code: string, message: string) => xmlAnswer(c, buildDeliveryReturnResponse({ status: 'ValidationError', errors: [{ code, message }] }));
    if (!uid) return refuse('101', 'ConfirmDeliveryReturnRequest: qrUrl is required');
    if (state.mode === 'reject') return refuse('999', 'Rejected by the sandbox (reject mode)');
    const done = await returnSandboxDocument(deps.db, uid, deps.now());
    if (state.mode === 'lose') return c.json({ statusCode: 500, message: 'Internal server error' }, 500);
    if (done.outcome === 'unknown') return refuse('511', `No delivery note with this QR code was found for this user`);
    if (done.outcome === 'not-a-note') return refuse('512', 'The document is not a delivery note');
    if (done.outcome === 'cancelled') return refuse('513', 'The delivery note is cancelled');
    if (done.outcome === 'returned-before') return refuse('514', `The return of this delivery note is already registered (deliveryReturnMark:${returnMarkOf(done.row.id)})`);
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs ?? 60_000));
    return xmlAnswer(c, buildDeliveryReturnResponse({ status: 'Success', deliveryReturnMark: returnMarkOf(done.row.id) }));
  });
}
