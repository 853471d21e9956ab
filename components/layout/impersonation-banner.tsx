'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/session/use-session';

/** Shown while the session carries the impersonation flag (SPEC §3, §6). */
export function ImpersonationBanner() {
  const session = useSession();
  const t = useTranslations('layout');
  if (!session.is_impersonation) return null;
  return (
    <div className="impersonation" role="status">
      {t('impersonating')} {session.nm} {session.lm}
    </div>
  );
}
