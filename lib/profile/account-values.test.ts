import { accountFormSchema } from './account-schema';
import { accountValues, birthDateBounds, emptyToNull } from './account-values';

const now = () => new Date('2026-11-22T12:00:00Z');
const issues = (input: Record<string, string>) =>
  accountFormSchema(now)
    .safeParse({ firstName: 'Μαρία', lastName: 'Παπαδοπούλου', mobile: '', dateOfBirth: '', ...input })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('account form values', () => {
  it('start from the profile, missing values as empty inputs', () => {
    expect(accountValues({ firstName: 'Μαρία', lastName: 'Π', mobile: null, dateOfBirth: null })).toEqual({ firstName: 'Μαρία', lastName: 'Π', mobile: '', dateOfBirth: '' });
    expect(accountValues({ firstName: 'A', lastName: 'B', mobile: '6912345678', dateOfBirth: '1980-05-17' })).toMatchObject({ mobile: '6912345678', dateOfBirth: '1980-05-17' });
  });

  it('send empty optional fields as null (they clear the value)', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull('1980-05-17')).toBe('1980-05-17');
    expect(accountFormSchema(now).parse({ firstName: ' Μαρία ', lastName: 'Π', mobile: '', dateOfBirth: '' })).toEqual({ firstName: 'Μαρία', lastName: 'Π', mobile: null, dateOfBirth: null });
  });

  it('normalise a valid mobile and keep a valid date', () => {
    expect(accountFormSchema(now).parse({ firstName: 'A', lastName: 'B', mobile: '69 1234 5678', dateOfBirth: '1980-05-17' })).toMatchObject({ mobile: '6912345678', dateOfBirth: '1980-05-17' });
    expect(issues({ mobile: '+44 7700 900123' })).toBeUndefined();
  });

  it('refuse a bad mobile, an out-of-range date and empty names with the API\'s keys', () => {
    expect(issues({ mobile: '2101234567' })).toEqual([['mobile', 'mobile_invalid']]);
    expect(issues({ dateOfBirth: '2010-11-23' })).toEqual([['dateOfBirth', 'date_of_birth_range']]);
    expect(issues({ dateOfBirth: '1899-12-31' })).toEqual([['dateOfBirth', 'date_of_birth_range']]);
    expect(issues({ firstName: '' })?.[0]?.[0]).toBe('firstName');
  });

  it('bound the date input like the API', () => {
    expect(birthDateBounds(now())).toEqual({ min: '1900-01-01', max: '2010-11-22' });
  });
});
