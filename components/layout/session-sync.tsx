'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Language } from '@/lib/contract/enums';
import { buildPath, parsePath } from '@/lib/routing/paths';
import { isPublicPage } from '@/lib/routing/resolve';
import { setCurrentPartner } from '@/lib/session/language';
import { getSession, watchOtherTabs } from '@/lib/session/store';

/**
 * Keeps tabs in step: remembers the current partner (SPEC §3 `current-partner`), and when another
 * tab logs out, a private page here goes to the login page too.
 */
export function SessionSync({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const router = useRouter();
  useEffect(() => {
    setCurrentPartner(partnerId);
    return watchOtherTabs(() => {
      const here = parsePath(location.pathname);
      if (getSession().isAuthenticated || isPublicPage(here.path)) return;
      const origin = location.pathname + location.search;
      router.replace(`${buildPath({ lang, partnerId, path: 'login' })}?returnTo=${encodeURIComponent(origin)}`);
    });
  }, [lang, partnerId, router]);
  return null;
}
