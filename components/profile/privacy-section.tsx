'use client';

import { useProfile } from '@/lib/api/hooks';
import type { Language } from '@/lib/contract/enums';
import { useSession } from '@/lib/session/use-session';
import { PrivacyDelete } from './privacy-delete';
import { PrivacyDownload } from './privacy-download';
import { PrivacyMarketing } from './privacy-marketing';

/** The privacy page's client part (issue #49 item 2): download my data, the marketing choice over the (hydrated) profile, and deleting the account. */
export function PrivacySection({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const profile = useProfile(partnerId);
  const session = useSession();
  if (!profile.data) return null;
  return (
    <>
      <PrivacyDownload lang={lang} />
      <PrivacyMarketing key={`${profile.data.id}-${profile.data.marketingOptInAt ?? ''}`} partnerId={partnerId} profile={profile.data} />
      <PrivacyDelete lang={lang} partnerId={partnerId} impersonation={session.is_impersonation} />
    </>
  );
}
