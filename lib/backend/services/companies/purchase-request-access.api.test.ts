import { eq } from 'drizzle-orm';
import { quotaUsage } from '../../db/schema';
import { freshCustomer, orderSuite } from '../../testing/order-helpers';
import { addMember } from '../../testing/company-helpers';
import { companyOf, fillCart, place, requestClient, type CompanyMember, type TestCompany } from '../../testing/purchase-request-helpers';

/**
 * Every caller × every purchase-request endpoint (issue #50 "a buyer of one company never sees
 * another company's … requests"): the company's admin, buyer (the request's), a second buyer,
 * approver and viewer; a customer of no company; an approver of another company of the same partner
 * and one of another partner's company; nobody signed in. One table: what each gets.
 */
jest.setTimeout(300_000);
const s = orderSuite();

type Caller = 'admin' | 'buyer' | 'otherBuyer' | 'approver' | 'viewer' | 'nonMember' | 'otherCompany' | 'otherPartner' | 'anonymous';
type Expect = number | [number, string];
type Endpoint = 'spending' | 'list' | 'get' | 'approve' | 'decline';

const OK = 200;
const ROLE: Expect = [403, 'company_role_forbidden'];
const NO_COMPANY: Expect = [404, 'company_not_found'];
const NOT_FOUND: Expect = [404, 'request_not_found'];

/** Rows: endpoints; columns: callers. `list` 200 for another company means: its own list, without this request. */
const MATRIX: Record<Endpoint, Record<Caller, Expect>> = {
  spending: { admin: OK, buyer: OK, otherBuyer: OK, approver: OK, viewer: OK, nonMember: NO_COMPANY, otherCompany: OK, otherPartner: OK, anonymous: 401 },
  list: { admin: OK, buyer: OK, otherBuyer: OK, approver: OK, viewer: ROLE, nonMember: NO_COMPANY, otherCompany: OK, otherPartner: OK, anonymous: 401 },
  get: { admin: OK, buyer: OK, otherBuyer: NOT_FOUND, approver: OK, viewer: ROLE, nonMember: NO_COMPANY, otherCompany: NOT_FOUND, otherPartner: NOT_FOUND, anonymous: 401 },
  approve: { admin: OK, buyer: ROLE, otherBuyer: ROLE, approver: OK, viewer: ROLE, nonMember: NO_COMPANY, otherCompany: NOT_FOUND, otherPartner: NOT_FOUND, anonymous: 401 },
  decline: { admin: OK, buyer: ROLE, otherBuyer: ROLE, approver: OK, viewer: ROLE, nonMember: NO_COMPANY, otherCompany: NOT_FOUND, otherPartner: NOT_FOUND, anonymous: 401 },
};

/** Who sees the request in their list. */
const LISTS_IT: ReadonlySet<Caller> = new Set(['admin', 'buyer', 'approver']);

let company: TestCompany;
let callers: Record<Caller, { token: string; partner: string }>;

beforeAll(async () => {
  company = await companyOf(s, { approvalThresholdCents: 1 });
  const sibling = await companyOf(s);
  const foreign = await companyOf(s, { partner: 'hellas' });
  const otherBuyer = await freshCustomer(s.t);
  await addMember(s.t, company.id, otherBuyer.id, 'buyer');
  const nonMember = await freshCustomer(s.t);
  const { admin, buyer, approver, viewer } = company.members;
  callers = { admin, buyer, otherBuyer, approver, viewer, nonMember, otherCompany: sibling.members.approver, otherPartner: foreign.members.approver, anonymous: { token: '', partner: 'acme' } };
});

/** A new waiting request of the company's buyer. */
async function newRequest(buyer: CompanyMember): Promise<number> {
  // 45 requests of one buyer: the partner's monthly discount quota (20 units) would refuse the 21st.
  await s.t.db.delete(quotaUsage).where(eq(quotaUsage.customerId, buyer.id));
  await fillCart(s, buyer);
  const res = await place(s.t, buyer);
  if (!res.body.approval) throw new Error(`not a request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.approval.requestId;
}

const rows = (Object.keys(MATRIX) as Endpoint[]).flatMap((endpoint) => (Object.keys(MATRIX[endpoint]) as Caller[]).map((caller) => [endpoint, caller, MATRIX[endpoint][caller]] as const));

it.each(rows)('%s by %s → %p', async (endpoint, caller, expected) => {
  const id = await newRequest(company.members.buyer);
  const client = requestClient(s.t, callers[caller]);
  const res = await { spending: () => client.spending(), list: () => client.list('?state=waiting&pageSize=50'), get: () => client.get(id), approve: () => client.approve(id), decline: () => client.decline(id) }[endpoint]();
  const [status, error] = Array.isArray(expected) ? expected : [expected, undefined];
  expect({ status: res.status, error: res.body?.error }).toEqual({ status, error: status === 401 ? res.body?.error : error });
  if (status !== 200) {
    // A refusal changed nothing: the request still waits.
    expect((await requestClient(s.t, company.members.approver).get(id)).body.state).toBe('waiting');
    return;
  }
  if (endpoint === 'list') expect(res.body.items.some((r: { id: number }) => r.id === id)).toBe(LISTS_IT.has(caller));
  if (endpoint === 'get') expect(res.body).toMatchObject({ id, orderDetail: { awaitingApproval: true }, buyer: { customerId: company.members.buyer.id } });
  if (endpoint === 'approve') expect(res.body.state).toBe('approved');
  if (endpoint === 'decline') expect(res.body.state).toBe('declined');
  if (endpoint === 'spending' && (caller === 'otherCompany' || caller === 'otherPartner')) expect(res.body.spentCents).toBe(0);
});
