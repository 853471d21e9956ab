import { apiPaths } from '@/lib/contract/api-paths';
import type { Loyalty } from '@/lib/contract/loyalty';
import { browserApi } from './client';

/** The customer's loyalty points (issue #18 item 5) through the browser ky client. */
export const fetchLoyalty = (): Promise<Loyalty> => browserApi().get(apiPaths.loyalty).json<Loyalty>();
