import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  token = (await login(t)).at;
});
afterAll(() => t.close());

describe('GET/PUT /Customers/Profile', () => {
  it('reads and updates the own profile', async () => {
    const res = await t.call('PUT', '/Customers/Profile', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', mobile: '69 1234 5678', dateOfBirth: '1985-04-02' }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Μαρία', mobile: '6912345678', dateOfBirth: '1985-04-02' });
    expect((await t.call('GET', '/Customers/Profile', undefined, { token })).body.mobile).toBe('6912345678');
  });

  it('accepts international mobiles and refuses bad ones and implausible birth dates', async () => {
    const intl = await t.call('PUT', '/Customers/Profile', { firstName: 'A', lastName: 'B', mobile: '+44 7700 900123' }, { token });
    expect(intl.body.mobile).toBe('+447700900123');
    const bad = await t.call('PUT', '/Customers/Profile', { firstName: 'A', lastName: 'B', mobile: '12345' }, { token });
    expect([bad.status, bad.body.fields]).toEqual([400, { mobile: 'mobile_invalid' }]);
    const young = await t.call('PUT', '/Customers/Profile', { firstName: 'A', lastName: 'B', dateOfBirth: '2020-01-01' }, { token });
    expect(young.body.fields).toEqual({ dateOfBirth: 'date_of_birth_range' });
  });

  it('accepts Greek mobiles with or without the country code, refuses landlines, and clears the mobile with null', async () => {
    const put = (mobile: string | null) => t.call('PUT', '/Customers/Profile', { firstName: 'A', lastName: 'B', mobile }, { token });
    for (const [mobile, stored] of [
      ['6912345678', '6912345678'],
      ['+30 691 234 5678', '+306912345678'],
      ['0030 6912345678', '00306912345678'],
      ['+30-691-234-5678', '+306912345678'],
    ]) {
      const res = await put(mobile!);
      expect([mobile, res.status, res.body.mobile]).toEqual([mobile, 200, stored]);
    }
    for (const mobile of ['2101234567', '+30 2101234567', '691234567', '69123456789', '+1 23', 'sixnine']) {
      const res = await put(mobile);
      expect([mobile, res.status, res.body.fields]).toEqual([mobile, 400, { mobile: 'mobile_invalid' }]);
    }
    expect((await put(null)).body.mobile).toBeNull();
  });

  it('bounds the date of birth: from 1900-01-01 to the customer’s 16th birthday (by the server clock), real dates only', async () => {
    const put = (dateOfBirth: string) => t.call('PUT', '/Customers/Profile', { firstName: 'A', lastName: 'B', dateOfBirth }, { token });
    // The test clock is 2026-11-22.
    for (const ok of ['1900-01-01', '2010-11-22']) expect((await put(ok)).body.dateOfBirth).toBe(ok);
    for (const bad of ['1899-12-31', '2010-11-23', '2030-01-01']) expect([bad, (await put(bad)).body.fields]).toEqual([bad, { dateOfBirth: 'date_of_birth_range' }]);
    for (const bad of ['2001-02-30', '01/02/2001', '2001-1-2', '']) {
      const res = await put(bad);
      expect([bad, res.status, Object.keys(res.body.fields)]).toEqual([bad, 400, ['dateOfBirth']]);
    }
  });

  it('keeps the body strict: unknown fields and wrong types are 400 with the field, nothing is changed', async () => {
    const before = (await t.call('GET', '/Customers/Profile', undefined, { token })).body;
    for (const [body, field] of [
      [{ firstName: 'A', lastName: 'B', email: 'x@example.com' }, 'email'],
      [{ firstName: 'A', lastName: 'B', partnerId: 2 }, 'partnerId'],
      [{ firstName: '', lastName: 'B' }, 'firstName'],
      [{ firstName: 'A', lastName: 7 }, 'lastName'],
      [{ lastName: 'B' }, 'firstName'],
    ] as const) {
      const res = await t.call('PUT', '/Customers/Profile', body, { token });
      expect([res.status, Object.keys(res.body.fields ?? {})]).toEqual([400, [field]]);
    }
    expect((await t.call('GET', '/Customers/Profile', undefined, { token })).body).toEqual(before);
  });

  it('never lets one customer touch another’s profile: the id comes from the token only', async () => {
    const res = await t.call('PUT', '/Customers/Profile', { id: 999, firstName: 'X', lastName: 'Y' }, { token });
    expect([res.status, res.body.fields]).toEqual([400, { id: 'not_allowed_values' }]);
  });
});
