// The myDATA users by issuing company (decision 0079). No import of the server's environment: the
// environment's own check reads MYDATA_ISSUER_CREDENTIALS with parseIssuerCredentials.

/** A myDATA user of one issuing company: the ERP channel's user and subscription key. */
export type MydataUser = { userId: string; subscriptionKey: string };

/**
 * MYDATA_ISSUER_CREDENTIALS (decision 0079): the myDATA users of the partners' own issuing companies
 * (decision 0074), as `ΑΦΜ=user:key` entries separated by `;` — a myDATA user transmits only its own
 * company's documents. Undefined when the text is not that (the environment check says so).
 */
export function parseIssuerCredentials(text: string | undefined): Map<string, MydataUser> | undefined {
  const users = new Map<string, MydataUser>();
  if (!text?.trim()) return users;
  for (const entry of text.split(';').map((e) => e.trim()).filter(Boolean)) {
    const match = /^(?:EL|GR)?(\d{9})=([^:\s]+):(\S+)$/i.exec(entry);
    if (!match || users.has(match[1]!)) return undefined;
    users.set(match[1]!, { userId: match[2]!, subscriptionKey: match[3]! });
  }
  return users;
}

/**
 * The myDATA user that transmits an issuer's documents: in the sandbox its own user for everyone;
 * live, the shop's (MYDATA_USER_ID) for the shop's ΑΦΜ, a partner company's from
 * MYDATA_ISSUER_CREDENTIALS, or none (its documents wait, and the console says why).
 */
export function mydataUserFor(config: { mode: 'live' | 'sandbox' } & MydataUser, shopVat: string, partners: ReadonlyMap<string, MydataUser>, issuerVat: string): MydataUser | undefined {
  if (config.mode === 'sandbox') return config;
  const digits = (vat: string) => vat.replace(/^[A-Z]{2}/i, '');
  if (digits(issuerVat) === digits(shopVat)) return config;
  return partners.get(digits(issuerVat));
}