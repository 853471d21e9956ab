import { PROVIDER_CREDENTIALS } from './provider-credentials';

/**
 * The variables that connect the shop to a live outside service: every payment provider's and
 * myDATA's credentials (lib/config/provider-credentials.ts, and the partner companies' myDATA users:
 * MYDATA_ISSUER_CREDENTIALS), the mail server (SMTP_URL) and the
 * EU's VIES when named (VIES_API_URL: a check there is recorded against the shop's own VAT number).
 */
export const LIVE_SERVICE_VARIABLES: readonly string[] = [...Object.values(PROVIDER_CREDENTIALS).flat(), 'MYDATA_ISSUER_CREDENTIALS', 'SMTP_URL', 'VIES_API_URL'];

/**
 * DEMO_MODE=1 promises "test payment, no money is taken" on every payment page and runs the
 * payment sandboxes; next to any live credential that promise would be false (a provider with its
 * credentials charges for real, myDATA would register demo sales with the tax authority, a mail
 * server mails real people about demo orders). So demo mode
 * and live credentials never start together (issue #44 item 7, docs/threat-model.md), in any
 * NODE_ENV: the message names every live variable that is set. Undefined when there is no problem.
 */
export function demoModeProblem(env: Readonly<Record<string, unknown>>): string | undefined {
  if (!env.DEMO_MODE) return undefined;
  const live = LIVE_SERVICE_VARIABLES.filter((name) => env[name] !== undefined && env[name] !== '');
  if (live.length === 0) return undefined;
  return `not allowed next to live service credentials (${live.join(', ')}): a demo says "no money is taken" while a live provider charges. Unset DEMO_MODE for a live shop, or unset them for a demo`;
}
