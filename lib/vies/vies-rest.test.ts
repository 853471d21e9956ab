import { parseViesAnswer, readViesRequest, splitEuVatNumber, VIES_COUNTRIES, VIES_INVALID_INPUT_CODES, VIES_UNAVAILABLE_CODES, viesRequest } from './vies-rest';

describe("VIES's VAT number check (REST)", () => {
  it('splits a typed number into member state and number, however it is written', () => {
    for (const typed of ['CY10259033P', 'cy 10259033p', 'CY-10259033-P', ' CY.10259033.P ']) expect(splitEuVatNumber(typed)).toEqual({ countryCode: 'CY', number: '10259033P' });
    expect(splitEuVatNumber('DE 811 569 869')).toEqual({ countryCode: 'DE', number: '811569869' });
    expect(splitEuVatNumber('GR094014201')).toEqual({ countryCode: 'EL', number: '094014201' });
    expect(splitEuVatNumber('el094014201')).toEqual({ countryCode: 'EL', number: '094014201' });
    expect(splitEuVatNumber('XI123456789')).toEqual({ countryCode: 'XI', number: '123456789' });
    for (const code of VIES_COUNTRIES) expect(splitEuVatNumber(`${code}12`)?.countryCode).toBe(code);
  });

  it('refuses what is not an EU VAT number: another country, no number, too long, other characters', () => {
    for (const typed of ['', 'CY', 'CY1', 'GB123456789', 'US12345', 'CH123456789', '10259033P', 'CY1234567890123', 'CY10259033P/1', 'CY_10259033P', 'ΑΦΜ094014201']) {
      expect(splitEuVatNumber(typed)).toBeUndefined();
    }
    expect(splitEuVatNumber('CY123456789012')).toEqual({ countryCode: 'CY', number: '123456789012' });
  });

  it('asks in the shop’s name, and the sandbox reads the request back', () => {
    const body = viesRequest({ countryCode: 'CY', vatNumber: '10259033P', requesterCountryCode: 'EL', requesterNumber: '094014201' });
    expect(body).toEqual({ countryCode: 'CY', vatNumber: '10259033P', requesterMemberStateCode: 'EL', requesterNumber: '094014201' });
    expect(readViesRequest(JSON.parse(JSON.stringify(body)))).toEqual(body);
    expect(readViesRequest({ countryCode: 'cy', vatNumber: '10259033p' })).toEqual({ countryCode: 'CY', vatNumber: '10259033P', requesterMemberStateCode: '', requesterNumber: '' });
    for (const bad of [null, 'x', [], {}, { countryCode: 'US', vatNumber: '123' }, { countryCode: 'CY', vatNumber: '' }, { countryCode: 'CY', vatNumber: 10259033 }]) expect(readViesRequest(bad)).toBeUndefined();
  });

  it('reads a valid answer with its consultation number; "---" is no name or address', () => {
    const answer = { countryCode: 'CY', vatNumber: '10259033P', requestDate: '2026-11-30T10:00:00.000Z', valid: true, requestIdentifier: 'WAPIAAAAX1', name: 'ACME CYPRUS LTD', address: '1 MAKARIOU AVE\n1065 NICOSIA', traderName: '---', userError: 'VALID' };
    expect(parseViesAnswer(answer)).toEqual({ kind: 'answer', valid: true, countryCode: 'CY', vatNumber: '10259033P', name: 'ACME CYPRUS LTD', address: '1 MAKARIOU AVE\n1065 NICOSIA', requestIdentifier: 'WAPIAAAAX1', requestDate: '2026-11-30T10:00:00.000Z' });
    expect(parseViesAnswer({ countryCode: 'DE', vatNumber: '811569869', valid: true, name: '---', address: '---', requestIdentifier: 'WAPIAAAAX2', requestDate: '2026-11-30T10:00:00.000Z' })).toMatchObject({ valid: true, name: '', address: '' });
  });

  it('reads a number not registered, without a consultation number', () => {
    expect(parseViesAnswer({ countryCode: 'CY', vatNumber: '99999999L', valid: false, requestDate: '2026-11-30T10:00:00.000Z', requestIdentifier: '', name: '---', address: '---', userError: 'INVALID' })).toEqual({
      kind: 'answer',
      valid: false,
      countryCode: 'CY',
      vatNumber: '99999999L',
      name: '',
      address: '',
      requestIdentifier: null,
      requestDate: '2026-11-30T10:00:00.000Z',
    });
  });

  it('reads a member state away as unavailable, and a refused request as invalid input', () => {
    for (const code of VIES_UNAVAILABLE_CODES) expect(parseViesAnswer({ userError: code })).toEqual({ kind: 'unavailable', code });
    for (const code of VIES_INVALID_INPUT_CODES) expect(parseViesAnswer({ userError: code })).toEqual({ kind: 'invalid-input', code });
    expect(parseViesAnswer({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'x' }] })).toEqual({ kind: 'unavailable', code: 'MS_UNAVAILABLE' });
    expect(parseViesAnswer({ valid: false, userError: 'MS_MAX_CONCURRENT_REQ' })).toEqual({ kind: 'unavailable', code: 'MS_MAX_CONCURRENT_REQ' });
    expect(parseViesAnswer({ userError: 'IP_BLOCKED' })).toEqual({ kind: 'unavailable', code: 'IP_BLOCKED' });
  });

  it('refuses what is not an answer', () => {
    for (const bad of [null, 'gateway timeout', [], {}, { valid: 'true' }]) expect(() => parseViesAnswer(bad)).toThrow(SyntaxError);
  });
});
