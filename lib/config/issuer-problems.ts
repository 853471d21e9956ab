import { vatNumberProblem } from '@/lib/rules/vat-number';
import { shopEnvShape, type ShopEnv } from './shop-config';

/** The seller's legal details every invoice and receipt carries. */
const ISSUER_VARIABLES = ['SHOP_COMPANY_NAME', 'SHOP_COMPANY_ADDRESS', 'SHOP_VAT_NUMBER', 'SHOP_TAX_OFFICE', 'SHOP_REGISTRY_NUMBER', 'SHOP_PHONE', 'SHOP_EMAIL'] as const;

/** A variable still at its default: the demo company's value (shopEnvShape's own default). */
const isDemoValue = (env: ShopEnv, name: (typeof ISSUER_VARIABLES)[number]) => env[name] === shopEnvShape[name].parse(undefined);

/**
 * Issue #47 item 1: a live shop issues its fiscal documents as a real company. In production
 * (lib/config/deployment.ts, not in demo mode) each of the issuer's details must be set, not left
 * at the demo company's, and the ΑΦΜ must be a Greek one with its check digit. One problem per
 * rule, naming the variables.
 */
export function issuerProblems(env: ShopEnv): string[] {
  const problems: string[] = [];
  const unset = ISSUER_VARIABLES.filter((name) => isDemoValue(env, name));
  if (unset.length > 0) {
    problems.push(`${unset.join(', ')}: required, the seller's legal details printed on every invoice and receipt (the demo company's are in use)`);
  }
  if (!isDemoValue(env, 'SHOP_VAT_NUMBER') && vatNumberProblem(env.SHOP_VAT_NUMBER) !== undefined) {
    problems.push(`SHOP_VAT_NUMBER: must be the seller's Greek ΑΦΜ, nine digits with a valid check digit (${env.SHOP_VAT_NUMBER})`);
  }
  return problems;
}
