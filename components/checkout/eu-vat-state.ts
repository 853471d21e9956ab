import { atom } from 'jotai';

/**
 * The EU VAT number VIES last confirmed on the checkout (as the API answered it, e.g. CY10259033P),
 * or null (decision 0078). Its own module: the form reads it without loading the VIES button, which
 * the details step loads only for a billing address outside Greece.
 */
export const euVatConfirmedAtom = atom<string | null>(null);

/** A typed VAT number as the API writes a confirmed one: no spaces, dots or dashes, upper case. */
export const compactVatNumber = (typed: string): string => typed.replace(/[\s.\-]/g, '').toUpperCase();
