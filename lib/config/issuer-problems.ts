import { vatNumberProblem } from '@/lib/rules/vat-number';
import { SHOP_DEMO, type ShopEnv } from './shop-config';

/** The seller's legal details every invoice and receipt carries, and the demo company's value of each. */
const ISSUER_DEFAULTS: ReadonlyArray<readonly [keyof ShopEnv, string]> = [
  ['SHOP_COMPANY_NAME', SHOP_DEMO.name.el],
  ['SHOP_COMPANY_ADDRESS', SHOP_DEMO.address.el],
  ['SHOP_VAT_NUMBER', SHOP_DEMO.vatNumber],
  ['SHOP_TAX_OFFICE', SHOP_DEMO.taxOffice],
  ['SHOP_REGISTRY_NUMBER', SHOP_DEMO.registryNumber],
  ['SHOP_PHONE', SHOP_DEMO.phone],
  ['SHOP_EMAIL', SHOP_DEMO.email],
];

/**
 * Issue #47 item 1: a live shop issues its fiscal documents as a real company. In production
 * (lib/config/deployment.ts, not in demo mode) each of the issuer's details must be set, not left
 * at the demo company's, and the ΑΦΜ must be a Greek one with its check digit. One problem per
 * rule, naming the variables.
 */
export function issuerProblems(env: ShopEnv): string[] {
  const problems: string[] = [];
  const unset = ISSUER_DEFAULTS.filter(([name, demo]) => env[name] === demo).map(([name]) => name);
  if (unset.length > 0) {
    problems.push(`${unset.join(', ')}: required, the seller's legal details printed on every invoice and receipt (the demo company's are in use)`);
  }
  if (!unset.includes('SHOP_VAT_NUMBER') && vatNumberProblem(env.SHOP_VAT_NUMBER) !== undefined) {
    problems.push(`SHOP_VAT_NUMBER: must be the seller's Greek ΑΦΜ, nine digits with a valid check digit (${env.SHOP_VAT_NUMBER})`);
  }
  return problems;
}
