import { lockerSearchText, parseLockerQuery } from './locker-query';

describe('parseLockerQuery', () => {
  it('reads digits (spaces allowed) as a postal code prefix', () => {
    expect(parseLockerQuery('116')).toEqual({ kind: 'postalCode', prefix: '116' });
    expect(parseLockerQuery(' 104 31 ')).toEqual({ kind: 'postalCode', prefix: '10431' });
  });
  it('reads anything else as words without case, accents or punctuation', () => {
    expect(parseLockerQuery('ΠΑΓΚΡΆΤΙ')).toEqual({ kind: 'words', words: ['παγκρατι'] });
    expect(parseLockerQuery('Πειραιάς, Καστέλλα')).toEqual({ kind: 'words', words: ['πειραιασ', 'καστελλα'] });
    expect(parseLockerQuery('Καραϊσκάκη')).toEqual({ kind: 'words', words: ['καραισκακη'] });
    expect(parseLockerQuery('Athens 116')).toEqual({ kind: 'words', words: ['athens', '116'] });
  });
  it('finds nothing to search for in punctuation and LIKE wildcards', () => {
    expect(parseLockerQuery('%_')).toEqual({ kind: 'nothing' });
    expect(parseLockerQuery('--')).toEqual({ kind: 'nothing' });
    expect(parseLockerQuery('a%b')).toEqual({ kind: 'words', words: ['a', 'b'] });
  });
});

describe('lockerSearchText', () => {
  it('holds the name, area, city and postal code in both languages, normalised', () => {
    const text = lockerSearchText({
      name: { el: 'Περίπτερο Παγκράτι', en: 'Kiosk Pagkrati' },
      area: { el: 'Παγκράτι', en: 'Pagkrati' },
      city: { el: 'Αθήνα', en: 'Athens' },
      postalCode: '11634',
    });
    expect(text).toBe('περιπτερο παγκρατι kiosk pagkrati παγκρατι pagkrati αθηνα athens 11634');
    for (const q of ['ΑΘΗΝΑ', 'αθήνα', 'Athens', 'παγκρατι']) {
      const parsed = parseLockerQuery(q);
      expect(parsed.kind === 'words' && parsed.words.every((w) => text.includes(w))).toBe(true);
    }
  });
});
