/**
 * The European Commission's VIES REST API (`POST …/vies/rest-api/check-vat-number`, JSON, no
 * credentials): whether an EU VAT number is registered for trade within the EU (issue #47: the
 * 0 % intra-Community supply needs a buyer VIES confirms). Pure: how a typed number is split into
 * its member state and number, the request the adapter sends and the sandbox reads, and the
 * answer read. The answer's requestIdentifier (the consultation number) is the seller's proof.
 */

/** The member states as VIES spells them (Greece is EL; XI is Northern Ireland). */
export const VIES_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'] as const;
export type ViesCountry = (typeof VIES_COUNTRIES)[number];

/** `userError`s that say a member state's service (or VIES itself) cannot answer now. */
export const VIES_UNAVAILABLE_CODES = ['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ'] as const;
/** `userError`s that say the request itself is wrong. */
export const VIES_INVALID_INPUT_CODES = ['INVALID_INPUT', 'INVALID_REQUESTER_INFO'] as const;

export type ViesRequest = { countryCode: string; vatNumber: string; requesterMemberStateCode: string; requesterNumber: string };

export type ViesAnswer =
  | {
      kind: 'answer';
      /** Registered for trade within the EU; false: VIES does not know it as such. */
      valid: boolean;
      countryCode: string;
      vatNumber: string;
      /** The trader's name and address; '' where the member state does not give them ("---"). */
      name: string;
      address: string;
      /** The consultation number (only with a requester); null without one. */
      requestIdentifier: string | null;
      requestDate: string;
    }
  | { kind: 'unavailable'; code: string }
  | { kind: 'invalid-input'; code: string };

const isCountry = (code: string): code is ViesCountry => (VIES_COUNTRIES as readonly string[]).includes(code);

/**
 * A VAT number as typed ("CY10259033P", "cy 10259033p", "CY-10259033-P") split into its member
 * state and number: spaces, dots and dashes dropped, upper-cased, GR read as EL, the number 2–12
 * letters and digits; undefined when it is not an EU VAT number.
 */
export function splitEuVatNumber(text: string): { countryCode: ViesCountry; number: string } | undefined {
  const compact = text.replace(/[\s.\-]/g, '').toUpperCase();
  const prefix = compact.slice(0, 2);
  const countryCode = prefix === 'GR' ? 'EL' : prefix;
  const number = compact.slice(2);
  if (!isCountry(countryCode) || !/^[0-9A-Z]{2,12}$/.test(number)) return undefined;
  return { countryCode, number };
}

/** The request's body: the number checked and the requester (the shop), for a consultation number. */
export function viesRequest(input: { countryCode: string; vatNumber: string; requesterCountryCode: string; requesterNumber: string }): ViesRequest {
  return { countryCode: input.countryCode, vatNumber: input.vatNumber, requesterMemberStateCode: input.requesterCountryCode, requesterNumber: input.requesterNumber };
}

type Raw = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Raw | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : undefined);
/** VIES writes "---" where a member state gives no name or address. */
const detail = (value: unknown): string => {
  const found = text(value);
  return /^-+$/.test(found) ? '' : found;
};

/** The request as the sandbox reads it; undefined when it is not one. */
export function readViesRequest(json: unknown): ViesRequest | undefined {
  const body = record(json);
  if (!body) return undefined;
  const countryCode = text(body.countryCode).toUpperCase();
  const vatNumber = text(body.vatNumber).toUpperCase();
  if (!isCountry(countryCode) || !/^[0-9A-Z]{2,12}$/.test(vatNumber)) return undefined;
  return { countryCode, vatNumber, requesterMemberStateCode: text(body.requesterMemberStateCode).toUpperCase(), requesterNumber: text(body.requesterNumber).toUpperCase() };
}

/** The error code of an answer: `userError`, or the first of `errorWrappers` (VIES writes both). */
function errorCode(body: Raw): string {
  const user = text(body.userError).toUpperCase();
  if (user && user !== 'VALID' && user !== 'INVALID') return user;
  const wrappers = Array.isArray(body.errorWrappers) ? body.errorWrappers : [];
  return text(record(wrappers[0])?.error).toUpperCase();
}

/**
 * VIES's answer read: valid or not with the trader's details, a member state away (unavailable),
 * or a request it refuses (invalid input). Throws a SyntaxError on what is not an answer; an error
 * code of neither list counts as unavailable (VIES could not say).
 */
export function parseViesAnswer(json: unknown): ViesAnswer {
  const body = record(json);
  if (!body) throw new SyntaxError('not a VIES answer');
  const code = errorCode(body);
  if (code) return (VIES_INVALID_INPUT_CODES as readonly string[]).includes(code) ? { kind: 'invalid-input', code } : { kind: 'unavailable', code };
  if (typeof body.valid !== 'boolean') throw new SyntaxError('a VIES answer without valid');
  return {
    kind: 'answer',
    valid: body.valid,
    countryCode: text(body.countryCode).toUpperCase(),
    vatNumber: text(body.vatNumber).toUpperCase(),
    name: detail(body.name),
    address: detail(body.address),
    requestIdentifier: text(body.requestIdentifier) || null,
    requestDate: text(body.requestDate),
  };
}
