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

  it('never lets one customer touch another’s profile: the id comes from the token only', async () => {
    const res = await t.call('PUT', '/Customers/Profile', { id: 999, firstName: 'X', lastName: 'Y' }, { token });
    expect([res.status, res.body.fields]).toEqual([400, { id: 'not_allowed_values' }]);
  });
});
