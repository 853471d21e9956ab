import { apiPaths } from '@/lib/contract/api-paths';
import type { CustomerActivity } from '@/lib/contract/customer-activity';
import { browserApi } from './client';

/** What staff did on the customer's behalf (issue #44 item 6) through the browser ky client. */
export const fetchCustomerActivity = (): Promise<CustomerActivity> => browserApi().get(apiPaths.customerActivity).json<CustomerActivity>();
