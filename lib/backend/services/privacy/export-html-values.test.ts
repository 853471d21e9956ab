import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { messageAt, VALUE_MESSAGES, valueFormatter } from './export-html-values';

/** How the HTML page of a data export shows values (decision 0095). */
const formatIn = (lang: 'el' | 'en') => valueFormatter(lang, (path) => messageAt(lang === 'el' ? el : en, path));

describe('valueFormatter', () => {
  const gr = formatIn('el');
  const uk = formatIn('en');

  it('writes amounts in cents as euros, with the shop’s money format', () => {
    expect(gr('orders', 'totalCents', 123450)).toBe('1.234,50\u00a0€');
    expect(uk('orders', 'totalCents', 123450)).toBe('€1,234.50');
    expect(uk('orders', 'points', 1234)).toBe('1234');
  });

  it('writes times in Athens time and calendar days as days', () => {
    // 22:30 UTC is 00:30 on the next day in Athens
    expect(uk('orders', 'placedAt', '2026-11-22T22:30:00.000Z')).toMatch(/23 Nov 2026.*00:30/);
    expect(gr('profile', 'registrationDate', '2026-11-22T10:00:00.000Z')).toMatch(/22 Νοε 2026.*12:00/);
    expect(uk('profile', 'dateOfBirth', '1985-04-02')).toBe('2 Apr 1985');
    expect(uk('orders', 'comments', '2026-11-22T10:00:00.000Z is when')).toBe('2026-11-22T10:00:00.000Z is when');
  });

  it('writes yes, no and none in the reader’s words', () => {
    expect([gr('addresses', 'isDefault', true), gr('addresses', 'isDefault', false), gr('profile', 'mobile', null), gr('profile', 'mobile', '')]).toEqual(['Ναι', 'Όχι', '–', '–']);
    expect(uk('consentRecords', 'embeds', true)).toBe('Yes');
  });

  it('writes a known code in the reader’s words by where it stands, else as stored', () => {
    expect(gr('orders', 'status', 'ReadyForPickup')).toBe(el.orders.status.ReadyForPickup);
    expect(uk('orders.statusHistory', 'to', 'Cancelled')).toBe(en.orders.status.Cancelled);
    expect(gr('returns', 'reason', 'wrong_item')).toBe(el.returns.reasons.wrong_item);
    expect(uk('orders', 'shippingMethod', 'boxnow')).toBe('Box Now locker');
    expect(uk('orders', 'status', 'SomethingNew')).toBe('SomethingNew');
    // the same code elsewhere is not translated
    expect(uk('emails', 'status', 'Cancelled')).toBe('Cancelled');
  });

  it('names catalogues that exist in both languages', () => {
    const node = (messages: unknown, path: string) => path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], messages);
    const filled = (messages: unknown, path: string) => Object.keys((node(messages, path) ?? {}) as object).length > 0;
    for (const catalogue of new Set(Object.values(VALUE_MESSAGES))) expect([catalogue, filled(el, catalogue), filled(en, catalogue)]).toEqual([catalogue, true, true]);
  });
});

describe('messageAt', () => {
  it('finds a text by its dotted path, nothing else', () => {
    expect(messageAt(en, 'dataExport.title')).toBe('My data');
    expect(messageAt(en, 'dataExport.sections')).toBeUndefined();
    expect(messageAt(en, 'dataExport.nope.deeper')).toBeUndefined();
    expect(messageAt(en, 'toString')).toBeUndefined();
  });
});
