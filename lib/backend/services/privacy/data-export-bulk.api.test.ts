import { bulkOrders } from '../../testing/data-export-helpers';
import { freshCustomer, orderSuite } from '../../testing/order-helpers';
import { TEST_ENDPOINTS_SECRET } from '../../testing/test-api';

/**
 * A customer with years of orders (decision 0095): the export streams them in keyset batches, so
 * that a long history finishes, and the file is written as the client reads it, not made whole first.
 */
jest.setTimeout(180_000);

const s = orderSuite();
const ORDERS = 3000;

/** The export's answer as the client gets it: the body still unread. */
const request = (token: string, query = '') =>
  s.t.api.request(`/api/Customers/Profile/Export${query}`, { headers: { Authorization: `Bearer ${token}`, 'X-Partner-Code': 'hellas', 'X-Test-Secret': TEST_ENDPOINTS_SECRET } });

async function readAll(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const sizes: number[] = [];
  const parts: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    sizes.push(next.value.byteLength);
    parts.push(next.value);
  }
  return { text: Buffer.concat(parts).toString('utf8'), sizes };
}

it(`streams ${ORDERS} orders to the end, in small chunks, as JSON and as HTML`, async () => {
  const buyer = await freshCustomer(s.t, 'hellas');
  await bulkOrders(s.t, buyer, ORDERS, 'BLK');
  // another customer of the same partner with as many: none of theirs may show
  await bulkOrders(s.t, await freshCustomer(s.t, 'hellas'), 500, 'OTH');

  const json = await request(buyer.token);
  expect(json.status).toBe(200);
  const { text, sizes } = await readAll(json.body!);
  const file = JSON.parse(text);
  expect(file.orders).toHaveLength(ORDERS);
  expect(file.orders[0]).toMatchObject({ number: 'BLK-000001', status: 'Completed', totalCents: 1000, lines: [{ code: 'BULK-1', name: 'Μπλούζα', quantity: 1, totalCents: 1000 }] });
  expect(new Set(file.orders.map((o: { number: string }) => o.number)).size).toBe(ORDERS);
  expect(file.orders.every((o: { number: string; lines: unknown[] }) => o.number.startsWith('BLK-') && o.lines.length === 1)).toBe(true);
  // many chunks of about 16 kB (UTF-8 of 16 384 characters), never the file in one piece
  expect(sizes.length).toBeGreaterThan(50);
  expect(Math.max(...sizes)).toBeLessThan(70_000);

  const html = await request(buyer.token, '?format=html');
  const page = (await readAll(html.body!)).text;
  expect(page.match(/<article>/g)).toHaveLength(ORDERS);
  expect(page).toContain('<h3>BLK-003000</h3>');
  expect(page).not.toContain('OTH-');
  expect(page.trimEnd().endsWith('</html>')).toBe(true);
});

it('reads the orders as the client takes the file: an order written after the first chunk is in it', async () => {
  const buyer = await freshCustomer(s.t, 'hellas');
  await bulkOrders(s.t, buyer, 1000, 'LZY');
  const res = await request(buyer.token);
  const reader = res.body!.getReader();
  const first = await reader.read();
  expect(first.done).toBe(false);
  // written now, with the highest id: a file made whole before the answer could not hold it
  await bulkOrders(s.t, buyer, 1, 'LZZ');
  const parts = [first.value!];
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  const numbers = JSON.parse(Buffer.concat(parts).toString('utf8')).orders.map((o: { number: string }) => o.number);
  expect(numbers).toHaveLength(1001);
  expect(numbers.at(-1)).toBe('LZZ-000001');
});
