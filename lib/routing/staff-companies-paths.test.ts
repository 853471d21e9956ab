import { routingConfigFromEnv } from './config';
import { resolveRoute } from './resolve';

/** The companies' console paths (issue #50): the list, a new company, a company, and their form handlers; staff only. */
const config = routingConfigFromEnv({});
const resolve = (pathname: string, hasStaffSession = true) => resolveRoute({ pathname, search: '', authenticated: false, hasStaffSession }, config);

describe('companies in the console', () => {
  it('routes the pages and the form handlers', () => {
    for (const page of ['companies', 'companies/new', 'companies/12', 'companies/create', 'companies/12/update', 'companies/12/decision', 'companies/12/payments', 'companies/12/statement', 'companies/12/members/add', 'companies/12/members/7/remove']) {
      expect(resolve(`/en/staff/${page}`)).toEqual({ kind: 'staff', pathname: `/en/staff/${page}`, lang: 'en' });
    }
    for (const page of ['companies/0', 'companies/12/delete', 'companies/new/update', 'companies/12/members', 'companies/12/members/x/remove', 'companies/create/update']) expect(resolve(`/staff/${page}`)).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it('needs a staff session', () => {
    expect(resolve('/staff/companies/12', false)).toEqual({ kind: 'redirect', status: 307, location: '/staff/login?returnTo=%2Fstaff%2Fcompanies%2F12' });
    expect(resolve('/staff/companies/12/payments', false)).toEqual({ kind: 'redirect', status: 307, location: '/staff/login' });
  });
});
