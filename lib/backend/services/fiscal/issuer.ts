import type { ServerEnv } from '@/lib/config/server-env';
import type { Issuer } from './issue-document';

/** The company that issues the shop's documents: the shop's (SHOP_VAT_NUMBER); a partner's own issuer is to come (issue #47 item 1). */
export const issuerOf = (env: Pick<ServerEnv, 'SHOP_VAT_NUMBER'>): Issuer => ({ vatNumber: env.SHOP_VAT_NUMBER });
