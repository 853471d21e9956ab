/**
 * The pieces the legal page texts are written with (lib/content/legal-page-texts.ts): the seller's
 * details, already escaped for HTML, filled into the texts of one language, and a page as its
 * titled sections (the unit tests check that both languages have every section).
 */
export type LegalFill = {
  /** The partner whose members the shop serves (escaped for HTML). */
  partner: string;
  /** The partner's name as plain text, for the meta description (not HTML). */
  partnerText: string;
  /** The seller (the partner's own issuer, else the shop's company): name, address and numbers. */
  seller: string;
  address: string;
  vatNumber: string;
  taxOffice: string;
  registryNumber: string;
  phone: string;
  email: string;
  /** The date the texts were last changed, written out in the language. */
  updated: string;
};

export const PRIVACY_SECTIONS = ['controller', 'data', 'bases', 'recipients', 'transfers', 'retention', 'rights', 'cookies', 'security', 'complaint', 'changes'] as const;
export const TERMS_SECTIONS = ['seller', 'scope', 'prices', 'discount', 'orders', 'payment', 'delivery', 'withdrawal', 'returns', 'guarantee', 'accessibility', 'complaints', 'data', 'changes'] as const;

export type LegalSection<K extends string> = { key: K; heading: string; html: string };

export type LegalPageText<K extends string> = { title: string; description: string; sections: LegalSection<K>[] };

export type PrivacyText = LegalPageText<(typeof PRIVACY_SECTIONS)[number]>;
export type TermsText = LegalPageText<(typeof TERMS_SECTIONS)[number]>;

/** Text made safe to put inside HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A mailto link to the seller's address (`email` is escaped already). */
export const mailLink = (f: Pick<LegalFill, 'email'>) => `<a href="mailto:${f.email}">${f.email}</a>`;

/** A retention period of whole years in days (leap days included) as its years: 1096 → 3. */
export const retentionYears = (days: number) => Math.floor(days / 365);
