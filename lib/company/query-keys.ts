/**
 * The react-query keys of the company screens (issue #50), per partner and customer like
 * lib/api/query-keys.ts: another login in the same tab never sees the previous one's company.
 * `all` covers every company query of the customer (invalidated when they join or leave).
 */
const base = (code: string, customerId: number | undefined) => ['company', code, customerId ?? 0] as const;

export const companyKeys = {
  all: base,
  company: (code: string, customerId: number | undefined) => [...base(code, customerId), 'company'] as const,
  members: (code: string, customerId: number | undefined) => [...base(code, customerId), 'members'] as const,
  invitations: (code: string, customerId: number | undefined) => [...base(code, customerId), 'invitations'] as const,
  addresses: (code: string, customerId: number | undefined) => [...base(code, customerId), 'addresses'] as const,
  orders: (code: string, customerId: number | undefined, filters: { buyer?: number; status?: number; page: number }) =>
    [...base(code, customerId), 'orders', filters.buyer ?? 0, filters.status ?? 'all', filters.page] as const,
  order: (code: string, customerId: number | undefined, uid: string) => [...base(code, customerId), 'order', uid] as const,
  spending: (code: string, customerId: number | undefined) => [...base(code, customerId), 'spending'] as const,
  requests: (code: string, customerId: number | undefined) => [...base(code, customerId), 'requests'] as const,
  request: (code: string, customerId: number | undefined, id: number) => [...base(code, customerId), 'request', id] as const,
  statement: (code: string, customerId: number | undefined) => [...base(code, customerId), 'statement'] as const,
};
