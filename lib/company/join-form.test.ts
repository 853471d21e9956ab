import { safeReturnTo } from '@/lib/routing/return-to';
import { joinFormBody, signInToJoinSearch } from './join-form';

describe('joinFormBody', () => {
  it('trims the names, keeps the password as typed, and sends a mobile only when one was typed', () => {
    expect(joinFormBody({ firstName: ' Νίκος ', lastName: 'Π ', password: ' Secret-2026! ', mobile: '' })).toEqual({ firstName: 'Νίκος', lastName: 'Π', password: ' Secret-2026! ' });
    expect(joinFormBody({ firstName: 'A', lastName: 'B', password: 'x', mobile: ' 6912345678 ' })).toEqual({ firstName: 'A', lastName: 'B', password: 'x', mobile: '6912345678' });
  });
});

describe('signInToJoinSearch', () => {
  it('sends the login page back to the invitation, which the login accepts as its return', () => {
    const search = signInToJoinSearch('/en/acme/join/AbCdEfGh12345678');
    expect(search).toBe('?returnTo=%2Fen%2Facme%2Fjoin%2FAbCdEfGh12345678');
    const returnTo = new URLSearchParams(search).get('returnTo');
    expect(safeReturnTo(returnTo, { lang: 'en', partnerId: 'acme' })).toBe('/en/acme/join/AbCdEfGh12345678');
  });
});
