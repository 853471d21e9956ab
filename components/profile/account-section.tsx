'use client';

import { useProfile } from '@/lib/api/hooks';
import { useSession } from '@/lib/session/use-session';
import { AccountForm } from './account-form';
import { PasswordForm } from './password-form';
import { ActivitySection } from './activity-section';

/** The account page's client part: the account form over the (hydrated) profile, the password form, and what staff did on the customer's behalf. */
export function AccountSection({ partnerId }: { partnerId: string }) {
  const profile = useProfile(partnerId);
  const session = useSession();
  if (!profile.data) return null;
  return (
    <>
      <AccountForm key={profile.data.id} partnerId={partnerId} profile={profile.data} />
      <PasswordForm impersonation={session.is_impersonation} />
      <ActivitySection partnerId={partnerId} />
    </>
  );
}
