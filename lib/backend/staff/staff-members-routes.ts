import type { Hono } from 'hono';
import { zStaffLinkToken } from '@/lib/contract/staff-members';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { getStaffMember, inviteStaffMember, listStaffMembers } from './staff-members';
import { changeStaffMemberStatus, resetStaffMemberPassword, resetStaffMemberTwoFactor, updateStaffMember } from './staff-members-change';
import { readStaffLink, setStaffPassword } from './staff-members-links';

/** A staff account's id in a path; anything else names no account. */
function memberId(raw: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound('staff_member_not_found');
  return id;
}

/** Staff accounts (issue #44 item 3): an Employee's list, invitation and changes, and the set-password link a member is mailed. */
export function staffMemberRoutes(app: Hono<ApiEnv>): void {
  mount(app, staffRoutes.staffMembers, (c) => listStaffMembers(c.get('deps'), c.get('staff')));
  mount(app, staffRoutes.staffMemberInvite, (c, { body }) => inviteStaffMember(c.get('deps'), c.get('staff'), body, c.get('lang')));
  mount(app, staffRoutes.staffMember, (c, { params }) => getStaffMember(c.get('deps').db, c.get('staff'), memberId(params.id)));
  mount(app, staffRoutes.staffMemberUpdate, (c, { params, body }) => updateStaffMember(c.get('deps'), c.get('staff'), memberId(params.id), body));
  mount(app, staffRoutes.staffMemberStatus, (c, { params, body }) => changeStaffMemberStatus(c.get('deps'), c.get('staff'), memberId(params.id), body));
  mount(app, staffRoutes.staffMemberPasswordReset, (c, { params, body }) => resetStaffMemberPassword(c.get('deps'), c.get('staff'), memberId(params.id), body, c.get('lang')));
  mount(app, staffRoutes.staffMemberTwoFactorReset, (c, { params, body }) => resetStaffMemberTwoFactor(c.get('deps'), c.get('staff'), memberId(params.id), body));
  mount(app, staffRoutes.staffPasswordLink, (c, { params }) => {
    if (!zStaffLinkToken.safeParse(params.token).success) throw notFound('staff_link_invalid');
    return readStaffLink(c.get('deps'), params.token!);
  });
  mount(app, staffRoutes.staffPasswordSet, async (c, { body }) => {
    await setStaffPassword(c.get('deps'), body);
    return c.body(null, 204);
  });
}
