import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { StaffFiscalDocument } from '../../lib/contract/staff-fiscal';
import { athensIssueDate, invoiceUid } from '../../lib/fiscal/mydata-uid';
import { dispatchedCashOrders, fiscalServerEnv, receiptsOf, staffHeaders } from '../support/fiscal-process';
import { alive, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #47: kill -9 during myDATA transmission. The sandbox is set to register each document at
 * once and answer 6 s later (the dangerous case: myDATA has it, the shop has not written its MARK);
 * the server is killed in that window. The next server sends the documents again after their lease,
 * myDATA answers each as a duplicate of its own UID with the first MARK, and every document ends
 * transmitted once, with the MARK myDATA gave it first (and its QR URL, read back).
 */
const N = 4;
const secret = randomBytes(32).toString('base64url');
const env: Record<string, string> = fiscalServerEnv(secret);

/** The UID myDATA gives a receipt of the demo issuer (EL999999999) from the console's view of it. */
const uidOf = (doc: StaffFiscalDocument) => {
  const [series, numbering] = doc.label.split(' ');
  return invoiceUid({ issuerVat: '999999999', issueDate: athensIssueDate(new Date(doc.issuedAt)), branch: 0, invoiceType: doc.invoiceType, series: series!, aa: Number(numbering!.split('/')[1]) });
};

test.describe('myDATA transmission and kill -9', () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  const servers: ServerProcess[] = [];
  test.beforeAll(() => {
    dataDir = tempDir('storefront-fiscal-');
    seedDataDir(dataDir);
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    removeDir(dataDir);
  });

  const apiOf = (server: ServerProcess) => playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Test-Secret': secret } });
  const staffOf = new Map<APIRequestContext, Promise<{ Authorization: string }>>();
  const documents = async (api: APIRequestContext, numbers: readonly string[]) => {
    if (!staffOf.has(api)) staffOf.set(api, staffHeaders(api));
    return receiptsOf(api, await staffOf.get(api)!, numbers);
  };
  const registeredMark = async (api: APIRequestContext, uid: string) => {
    const page = await api.get(`/api/sandbox/mydata/TimologioQR/QRInfo?q=${uid}`);
    return page.ok() ? /4\d{14}/.exec(await page.text())?.[0] : undefined;
  };

  test('killed after myDATA registered documents and before their MARKs were written: the next server finishes, each transmitted once with its first MARK', async () => {
    const a = await startServer({ dataDir, env });
    servers.push(a);
    await waitForAnswer(a, '/api/health/ready');
    const apiA = await apiOf(a);
    // Long enough that the first receipt is still unanswered when the last order has been sent out.
    expect((await apiA.post('/api/test/mydata-sandbox', { data: { mode: 'slow', delayMs: 20_000 } })).ok()).toBe(true);
    const numbers = await dispatchedCashOrders(apiA, N);

    // Wait for the window: a receipt myDATA has registered while the shop still has it pending.
    let inFlight: StaffFiscalDocument | undefined;
    await expect
      .poll(
        async () => {
          for (const doc of (await documents(apiA, numbers)).filter((d) => d.status === 'pending')) {
            if (await registeredMark(apiA, uidOf(doc))) inFlight = doc;
          }
          return inFlight?.label;
        },
        { intervals: [100], timeout: 30_000, message: 'a receipt registered by myDATA and still pending in the shop' },
      )
      .toBeDefined();
    const owner = (JSON.parse(readFileSync(join(dataDir, 'storefront.lock'), 'utf8')) as { pid: number }).pid;
    await a.stop('SIGKILL');
    await expect.poll(() => alive(owner), { message: `pid ${owner} gone`, timeout: 10_000 }).toBe(false);
    await apiA.dispose();

    const b = await startServer({ dataDir, env });
    servers.push(b);
    await waitForAnswer(b, '/api/health/ready');
    const apiB = await apiOf(b);
    // After the lease (45 s) the next server sends them again; myDATA answers each as a duplicate.
    await expect.poll(async () => (await documents(apiB, numbers)).map((d) => d.status).sort(), { intervals: [1000], timeout: 120_000 }).toEqual(Array(N).fill('transmitted'));
    const docs = await documents(apiB, numbers);
    expect(docs).toHaveLength(N);
    for (const doc of docs) expect([doc.label, doc.mark]).toEqual([doc.label, await registeredMark(apiB, uidOf(doc))]);
    // The one caught in flight was sent twice (claimed by each server) and kept myDATA's first MARK;
    // a duplicate's answer has no QR URL, so it was read back from myDATA (decision 0080).
    const caught = docs.find((d) => d.id === inFlight!.id)!;
    expect(caught).toMatchObject({ attempts: 2, mark: await registeredMark(apiB, uidOf(inFlight!)) });
    expect(caught.qrUrl).toBe(`${env.PUBLIC_URL!}/api/sandbox/mydata/TimologioQR/QRInfo?q=${uidOf(inFlight!)}`);
    await apiB.dispose();
  });
});
