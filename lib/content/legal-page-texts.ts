import type { Language } from '@/lib/contract/enums';
import { PRIVACY_PAGE_EURL, TERMS_PAGE_EURL } from './legal-pages';
import { privacyEl } from './legal-privacy-el';
import { privacyEn } from './legal-privacy-en';
import { termsEl } from './legal-terms-el';
import { termsEn } from './legal-terms-en';
import { escapeHtml, type LegalFill, type LegalPageText, type PrivacyText, type TermsText } from './legal-text-types';

/**
 * The privacy notice and the terms of sale of a partner's shop (issue #49 item 4, decision 0098),
 * in Greek and English, as content pages: the seller's details (the partner's own issuer, else the
 * shop's company) and the partner's name filled in, escaped. Pure: the service that stores them is
 * lib/backend/services/legal-pages.ts.
 */
export type LegalSeller = {
  partnerName: string;
  name: Record<Language, string>;
  address: Record<Language, string>;
  vatNumber: string;
  taxOffice: string;
  registryNumber: string;
  phone: string;
  email: string;
};

/** When the texts last changed (their "last updated" line); change it with them. */
export const LEGAL_TEXTS_UPDATED = '2026-11-22';

/** The footer's order: the terms first, the demo's delivery page (2) between, then the privacy notice. */
export const LEGAL_PAGE_POSITIONS = { [TERMS_PAGE_EURL]: 1, [PRIVACY_PAGE_EURL]: 3 } as const;

/** The content pages' limits (lib/contract/content-pages.ts): a text past them could not be saved again by staff. */
const DESCRIPTION_MAX = 200;

export type LegalPageRow = {
  eurl: typeof PRIVACY_PAGE_EURL | typeof TERMS_PAGE_EURL;
  position: number;
  title: Record<Language, string>;
  description: Record<Language, string>;
  body: Record<Language, string>;
};

const updatedOn = (lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Athens' }).format(new Date(`${LEGAL_TEXTS_UPDATED}T12:00:00Z`));

/** The seller's details of one language, escaped for the HTML they go into. */
export function legalFill(seller: LegalSeller, lang: Language): LegalFill {
  return {
    partner: escapeHtml(seller.partnerName),
    partnerText: seller.partnerName,
    seller: escapeHtml(seller.name[lang]),
    address: escapeHtml(seller.address[lang]),
    vatNumber: escapeHtml(seller.vatNumber),
    taxOffice: escapeHtml(seller.taxOffice),
    registryNumber: escapeHtml(seller.registryNumber),
    phone: escapeHtml(seller.phone),
    email: escapeHtml(seller.email),
    updated: updatedOn(lang),
  };
}

/** The texts of both pages in both languages, section by section. */
export function legalTexts(seller: LegalSeller): { privacy: Record<Language, PrivacyText>; terms: Record<Language, TermsText> } {
  const el = legalFill(seller, 'el');
  const en = legalFill(seller, 'en');
  return { privacy: { el: privacyEl(el), en: privacyEn(en) }, terms: { el: termsEl(el), en: termsEn(en) } };
}

/** A page's body: each section under its heading. */
export const legalBody = (text: LegalPageText<string>) => text.sections.map((section) => `<h2>${section.heading}</h2>${section.html}`).join('');

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function row(eurl: LegalPageRow['eurl'], texts: Record<Language, LegalPageText<string>>): LegalPageRow {
  const each = (pick: (text: LegalPageText<string>) => string) => ({ el: pick(texts.el), en: pick(texts.en) });
  return {
    eurl,
    position: LEGAL_PAGE_POSITIONS[eurl],
    title: each((text) => text.title),
    description: each((text) => clip(text.description, DESCRIPTION_MAX)),
    body: each(legalBody),
  };
}

/** The two legal pages of a partner, as content-page rows. */
export function legalPages(seller: LegalSeller): LegalPageRow[] {
  const texts = legalTexts(seller);
  return [row(TERMS_PAGE_EURL, texts.terms), row(PRIVACY_PAGE_EURL, texts.privacy)];
}
