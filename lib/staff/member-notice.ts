import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The line a staff-account form leaves in the URL after its redirect (issue #44 item 3): invited, saved, disabled, enabled, reset, two-factor reset. */
const NOTICES = ['invited', 'saved', 'disabled', 'enabled', 'resetSent', 'twoFactorReset'] as const;

export async function memberNotice(raw: Record<string, string | string[] | undefined>): Promise<string | undefined> {
  const t = await getTranslations('staff.members.notices');
  const done = raw.done;
  const email = typeof raw.email === 'string' ? raw.email : '';
  return typeof done === 'string' && (NOTICES as readonly string[]).includes(done) ? t(done as (typeof NOTICES)[number], { email }) : undefined;
}
