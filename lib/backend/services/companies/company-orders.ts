import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CompanyOrder, CompanyOrderList } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import type { ReorderResult } from '@/lib/contract/returns';
import { can } from '@/lib/rules/company/company-roles';
import type { ApiDeps } from '../../context';
import type { Database } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isOrderUid, readOrder, statusName } from '../orders/order-view';
import { placedByCustomer } from '../orders/placed-orders';
import { reorderLines } from '../orders/reorder';
import type { CompanyOwner } from './company';
import { requireMembership, type Membership } from './membership';

/**
 * The company's view of its orders (issue #50 item 6, decision 0103): every order placed for the
 * company (orders.company_id, set at placement) by any of its buyers, for members who see the
 * company's orders; filtered by buyer and status; one order as its buyer sees it; a reorder into
 * the caller's own cart. Read by the membership's company and partner only: another company's uid is 404.
 */
type Reader = Pick<Database, 'select' | 'selectDistinct'>;
export const COMPANY_ORDERS_PAGE_SIZE = 20;

const ofCompany = (m: Membership): SQL => and(eq(orders.companyId, m.companyId), eq(orders.partnerId, m.partnerId), placedByCustomer())!;
const buyerName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

export async function listCompanyOrders(db: Reader, owner: CompanyOwner, query: { buyer?: number; status?: number; page: number }): Promise<CompanyOrderList> {
  const membership = await requireMembership(db, owner, 'see_company_orders');
  const where = and(ofCompany(membership), query.buyer === undefined ? undefined : eq(orders.customerId, query.buyer), query.status === undefined ? undefined : eq(orders.status, query.status));
  const size = COMPANY_ORDERS_PAGE_SIZE;
  const [rows, [total], buyers] = await Promise.all([
    db
      .select({
        uid: orders.uid,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.totalCents,
        itemCount: orders.itemCount,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        purchaseOrderNumber: orders.purchaseOrderNumber,
        paymentMethod: orders.paymentMethod,
        awaitingApproval: orders.awaitingApproval,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ n: count() }).from(orders).where(where),
    db
      .selectDistinct({ customerId: customers.id, firstName: customers.firstName, lastName: customers.lastName })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(ofCompany(membership))
      .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id)),
  ]);
  return {
    items: rows.map(({ customerId, firstName, lastName, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      statusName: statusName(row.status),
      buyer: { customerId, name: buyerName({ firstName, lastName }) },
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: size,
    buyers: buyers.map((b) => ({ customerId: b.customerId, name: buyerName(b) })),
  };
}

/** An order placed for the membership's company by uid (404 order_not_found otherwise: a malformed uid, another company's or partner's). */
async function companyOrderRow(db: Reader, membership: Membership, uid: string | undefined) {
  if (!isOrderUid(uid)) throw notFound('order_not_found');
  const [row] = await db
    .select({ order: orders, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(ofCompany(membership), eq(orders.uid, uid)));
  if (!row) throw notFound('order_not_found');
  return row;
}

export async function getCompanyOrder(db: Reader, owner: CompanyOwner, uid: string | undefined, lang: Language): Promise<CompanyOrder> {
  const membership = await requireMembership(db, owner, 'see_company_orders');
  const row = await companyOrderRow(db, membership, uid);
  return {
    order: await readOrder(db, row.order, lang),
    buyer: { customerId: row.order.customerId, name: buyerName(row), email: row.email },
    purchaseOrderNumber: row.order.purchaseOrderNumber,
    awaitingApproval: row.order.awaitingApproval,
  };
}

/**
 * POST /Company/Orders/{uid}/Reorder: a member who places orders puts a company order's lines into
 * their own cart; an order of a colleague only when they also see the company's orders (a buyer
 * reorders their own, as with /Orders/{uid}/Reorder).
 */
export async function reorderCompanyOrder(deps: ApiDeps, owner: CompanyOwner, uid: string | undefined, lang: Language): Promise<ReorderResult> {
  const membership = await requireMembership(deps.db, owner, 'place_orders');
  const row = await companyOrderRow(deps.db, membership, uid);
  if (row.order.customerId !== owner.customerId && !can(membership.role, 'see_company_orders')) throw notFound('order_not_found');
  return reorderLines(deps, owner, row.order.id, lang);
}
