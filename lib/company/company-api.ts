import { routePath } from '@/lib/contract/api-paths';
import { browserApi } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type {
  AcceptInvitationRequest,
  Company,
  CompanyAddress,
  CompanyAddressRequest,
  CompanyInvitation,
  CompanyMember,
  CompanyOrder,
  CompanyOrderList,
  CompanyRulesRequest,
  CreateCompanyRequest,
  CreateInvitationRequest,
  UpdateCompanyMemberRequest,
} from '@/lib/contract/companies';
import type { ReorderResult } from '@/lib/contract/returns';
import { companyApiPaths as paths } from './paths';

/**
 * The company core's calls (issue #50, lib/contract/company-routes.ts) through the browser ky
 * client: answers typed by the contract, not parsed (the API validates); failures arrive as ApiError.
 */

/** The customer's company whatever its status, or null when they belong to none (404 company_not_found). */
export async function fetchCompany(): Promise<Company | null> {
  try {
    return await browserApi().get(paths.company).json<Company>();
  } catch (error) {
    if (isApiError(error) && error.key === 'company_not_found') return null;
    throw error;
  }
}

export const createCompany = (input: CreateCompanyRequest): Promise<Company> => browserApi().post(paths.company, { json: input }).json<Company>();

export const updateCompanyRules = (input: CompanyRulesRequest): Promise<Company> => browserApi().put(paths.companyRules, { json: input }).json<Company>();

export const fetchMembers = async (): Promise<CompanyMember[]> => (await browserApi().get(paths.companyMembers).json<{ items: CompanyMember[] }>()).items;

export const updateMember = (id: number, input: UpdateCompanyMemberRequest): Promise<CompanyMember> =>
  browserApi().put(routePath(paths.companyMember, { id }), { json: input }).json<CompanyMember>();

export async function removeMember(id: number): Promise<void> {
  await browserApi().delete(routePath(paths.companyMember, { id }));
}

export const fetchInvitations = async (): Promise<CompanyInvitation[]> => (await browserApi().get(paths.companyInvitations).json<{ items: CompanyInvitation[] }>()).items;

export const inviteMember = (input: CreateInvitationRequest): Promise<CompanyInvitation> => browserApi().post(paths.companyInvitations, { json: input }).json<CompanyInvitation>();

export async function revokeInvitation(id: number): Promise<void> {
  await browserApi().delete(routePath(paths.companyInvitation, { id }));
}

/** Registers through an invitation link (public): the new account's e-mail and the company joined. */
export const acceptInvitation = (input: AcceptInvitationRequest): Promise<{ email: string; companyName: string; role: Company['me']['role'] }> =>
  browserApi().post(paths.acceptCompanyInvitation, { json: input }).json();

/** Joins the invitation's company as the signed-in customer. */
export const joinCompany = (token: string): Promise<Company> => browserApi().post(paths.joinCompany, { json: { token } }).json<Company>();

export const fetchCompanyAddresses = (): Promise<{ items: CompanyAddress[]; max: number }> => browserApi().get(paths.companyAddresses).json();

export const createCompanyAddress = (input: CompanyAddressRequest): Promise<CompanyAddress> => browserApi().post(paths.companyAddresses, { json: input }).json<CompanyAddress>();

export const updateCompanyAddress = (id: number, input: CompanyAddressRequest): Promise<CompanyAddress> =>
  browserApi().put(routePath(paths.companyAddress, { id }), { json: input }).json<CompanyAddress>();

export async function deleteCompanyAddress(id: number): Promise<void> {
  await browserApi().delete(routePath(paths.companyAddress, { id }));
}

export const fetchCompanyOrders = (filters: { buyer?: number; status?: number; page: number }): Promise<CompanyOrderList> =>
  browserApi()
    .get(paths.companyOrders, {
      searchParams: { page: filters.page, ...(filters.buyer !== undefined ? { buyer: filters.buyer } : {}), ...(filters.status !== undefined ? { status: filters.status } : {}) },
    })
    .json<CompanyOrderList>();

export const fetchCompanyOrder = (uid: string): Promise<CompanyOrder> => browserApi().get(routePath(paths.companyOrder, { uid })).json<CompanyOrder>();

export const reorderCompanyOrder = (uid: string): Promise<ReorderResult> => browserApi().post(routePath(paths.reorderCompanyOrder, { uid })).json<ReorderResult>();
