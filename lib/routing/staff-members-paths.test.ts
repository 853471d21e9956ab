import { routingConfigFromEnv } from './config';
import { resolveRoute } from './resolve';

/** The staff accounts' console paths (issue #44 item 3): an Employee's pages and handlers, and the open set-password page of a mailed link. */
const config = routingConfigFromEnv({});
const resolve = (pathname: string, hasStaffSession = true) => resolveRoute({ pathname, search: '', authenticated: false, hasStaffSession }, config);
const TOKEN = 'ab'.repeat(32);

describe('staff accounts in the console', () => {
  it('routes the list, the invitation, an account and their form handlers', () => {
    for (const page of ['members', 'members/new', 'members/12', 'members/invite', 'members/12/update', 'members/12/status', 'members/12/password-reset', 'members/12/two-factor-reset']) {
      expect(resolve(`/en/staff/${page}`)).toEqual({ kind: 'staff', pathname: `/en/staff/${page}`, lang: 'en' });
    }
    for (const page of ['members/0', 'members/12/delete', 'members/new/status', 'members/new/two-factor-reset', 'members/12/two-factor', 'password/abc']) expect(resolve(`/staff/${page}`)).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it('needs a staff session for everything but the set-password page and its handler', () => {
    expect(resolve('/en/staff/members', false)).toMatchObject({ kind: 'redirect', status: 307 });
    expect(resolve('/staff/members/12/status', false)).toEqual({ kind: 'redirect', status: 307, location: '/staff/login' });
    expect(resolve(`/en/staff/password/${TOKEN}`, false)).toEqual({ kind: 'staff', pathname: `/en/staff/password/${TOKEN}`, lang: 'en' });
    expect(resolve('/staff/password', false)).toEqual({ kind: 'staff', pathname: '/el/staff/password', lang: 'el' });
  });
});
