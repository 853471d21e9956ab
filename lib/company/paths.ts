/**
 * The company calls' paths (issue #50), apart from their route tables: the route modules
 * (lib/contract/company-routes.ts, purchase-request-routes.ts, company-credit-routes.ts) import
 * their zod schemas, and the browser must stay free of zod (lib/contract/api-paths.ts says why).
 * ./paths.test.ts holds these equal to the tables' own.
 */
export const companyApiPaths = {
  company: '/Company',
  companyRules: '/Company/Rules',
  companyMembers: '/Company/Members',
  companyMember: '/Company/Members/:id',
  companyInvitations: '/Company/Invitations',
  companyInvitation: '/Company/Invitations/:id',
  checkCompanyInvitation: '/Company/Invitations/Check',
  acceptCompanyInvitation: '/Company/Invitations/Accept',
  joinCompany: '/Company/Invitations/Join',
  companyAddresses: '/Company/Addresses',
  companyAddress: '/Company/Addresses/:id',
  companyOrders: '/Company/Orders',
  companyOrder: '/Company/Orders/:uid',
  reorderCompanyOrder: '/Company/Orders/:uid/Reorder',
  orderListSharing: '/OrderLists/:id/Sharing',
  companySpending: '/Company/Spending',
  listPurchaseRequests: '/Company/Requests',
  purchaseRequest: '/Company/Requests/:id',
  approvePurchaseRequest: '/Company/Requests/:id/Approve',
  declinePurchaseRequest: '/Company/Requests/:id/Decline',
  companyStatement: '/Company/Statement',
} as const;

