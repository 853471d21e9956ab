import type { Hono } from 'hono';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../context';
import { unauthorized } from '../http/api-error';
import { mount } from '../http/mount';
import { staffLogin } from './staff-auth';
import { revokeStaffSession } from './staff-sessions';
import { confirmTotpEnrolment, disableTotp, enrolmentRequiredFor, startTotpEnrolment } from './staff-totp';

/** The operations API's own sign-in routes (issue #44 item 3): login, logout and two-factor sign-in. */
export function staffAuthRoutes(app: Hono<ApiEnv>): void {
  mount(app, staffRoutes.staffLogin, (c, { body }) => staffLogin(c.get('deps'), body, { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') }));

  mount(app, staffRoutes.staffLogout, async (c) => {
    const staff = c.get('staff');
    if (!staff.sessionId) throw unauthorized('token_invalid');
    await revokeStaffSession(c.get('deps').db, staff.sessionId, c.get('deps').now());
    return c.body(null, 204);
  });

  mount(app, staffRoutes.staffTwoFactorEnrolment, (c) => startTotpEnrolment(c.get('deps'), c.get('staff')));

  mount(app, staffRoutes.staffTwoFactorConfirmation, async (c, { body }) => {
    const staff = c.get('staff');
    await confirmTotpEnrolment(c.get('deps'), staff, body.code, c.get('clientIp'));
    return { enabled: true, enrolmentRequired: false };
  });

  mount(app, staffRoutes.staffTwoFactorDisable, async (c, { body }) => {
    const staff = c.get('staff');
    await disableTotp(c.get('deps'), staff, body.code, c.get('clientIp'));
    return { enabled: false, enrolmentRequired: enrolmentRequiredFor(c.get('deps'), staff.role, false) };
  });
}
