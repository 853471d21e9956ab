import { routePath } from '@/lib/contract/api-paths';
import { browserApi } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequest, PurchaseRequestList, PurchaseRequestState, Spending } from '@/lib/contract/purchase-requests';
import type { CompanyStatement } from '@/lib/contract/staff-companies';
import { companyApiPaths as paths } from './paths';

/**
 * Purchase requests, spending and the credit statement (issue #50 items 3–5) through the browser
 * ky client, typed by the contract (lib/contract/purchase-requests.ts, staff-companies.ts).
 */

/** What the member may still spend, or null outside an active company (404 company_not_found). */
export async function fetchSpending(): Promise<Spending | null> {
  try {
    return await browserApi().get(paths.companySpending).json<Spending>();
  } catch (error) {
    if (isApiError(error) && error.key === 'company_not_found') return null;
    throw error;
  }
}

export const fetchRequests = (query: { state?: PurchaseRequestState; page?: number; pageSize?: number }): Promise<PurchaseRequestList> =>
  browserApi()
    .get(paths.listPurchaseRequests, { searchParams: { page: query.page ?? 1, pageSize: query.pageSize ?? 50, ...(query.state ? { state: query.state } : {}) } })
    .json<PurchaseRequestList>();

export const fetchRequest = (id: number): Promise<PurchaseRequest> => browserApi().get(routePath(paths.purchaseRequest, { id })).json<PurchaseRequest>();

export const approveRequest = (id: number): Promise<PurchaseRequest> => browserApi().post(routePath(paths.approvePurchaseRequest, { id })).json<PurchaseRequest>();

export const declineRequest = (id: number, reason: string): Promise<PurchaseRequest> =>
  browserApi().post(routePath(paths.declinePurchaseRequest, { id }), { json: { reason } }).json<PurchaseRequest>();

export const fetchStatement = (): Promise<CompanyStatement> => browserApi().get(paths.companyStatement, { searchParams: { format: 'json' } }).json<CompanyStatement>();

/** The statement as a PDF in `lang`: fetched with the customer's token (a plain link would carry none). */
export const fetchStatementPdf = (lang: Language): Promise<Blob> => browserApi().get(paths.companyStatement, { searchParams: { format: 'pdf', lang } }).blob();
