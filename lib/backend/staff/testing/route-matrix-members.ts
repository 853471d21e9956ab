import { randomUUID } from 'node:crypto';
import { staffTotp } from '../../db/schema';
import { lastMail, tokenOf } from '../../testing/auth-helpers';
import type { MatrixContext } from './route-matrix-context';

/** Fresh staff accounts for the matrix fixtures of the staff-account routes (issue #44 item 3): each call invites a new one. */
export async function matrixMember(ctx: MatrixContext): Promise<{ id: number; version: number; email: string }> {
  const email = `matrix-${randomUUID().slice(0, 8)}@shop.test`;
  const res = await ctx.employee('POST', '/staff/members', { email, name: 'Μέλος Πίνακα', role: 'SalesPerson', partners: ['acme'] });
  if (res.status !== 201) throw new Error(`route matrix: invite ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as number, version: res.body.version as number, email };
}

/** A new invitation's set-password token. */
export async function matrixLinkToken(ctx: MatrixContext): Promise<string> {
  const { email } = await matrixMember(ctx);
  return tokenOf((await lastMail(ctx.s.t, email, 'staffInvite'))?.links[0]);
}

export const matrixInvite = () => ({ email: `matrix-${randomUUID().slice(0, 8)}@shop.test`, name: 'Νέο Μέλος', role: 'Inspector', partners: [] });

/** A fresh member with two-factor sign-in on (the row as a confirmed enrolment leaves it; its secret is never read here). */
export async function matrixMemberWithTwoFactor(ctx: MatrixContext): Promise<{ id: number; version: number }> {
  const member = await matrixMember(ctx);
  const now = ctx.s.t.deps.now();
  await ctx.s.t.db.insert(staffTotp).values({ staffId: member.id, secret: 'v1.matrix.unused.secret', enabledAt: now, createdAt: now });
  return member;
}
