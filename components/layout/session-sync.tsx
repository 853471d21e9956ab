'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Language } from '@/lib/contract/enums';
import { buildPath, parsePath } from '@/lib/routing/paths';
import { isBehindLogin } from '@/lib/routing/resolve';
import { hasSessionCookie } from '@/lib/session/cookies';
import { setCurrentPartner } from '@/lib/session/language';
import { clearSession, getSession, watchOtherTabs } from '@/lib/session/store';
import { useRouteFocus } from './use-route-focus';

/**
 * Keeps tabs in step: remembers the current partner (SPEC §3 `current-partner`), and when another
 * tab logs out, a private page here goes to the login page too. A private page that the server
 * rendered from the session cookie while the browser holds no session (its storage was cleared)
 * ends the stale cookie and goes to the login page as well: without tokens nothing here can load.
 * A browser session whose cookie the server ended (another partner's customer opened this shop,
 * SPEC §4) is cleared here, before anything asks the API with it.
 *
 * It also moves the focus after a client-side navigation (use-route-focus.ts): it is the one client
 * component with nothing to show that both layouts render, and a component of its own cost the
 * login page about 105 bytes of its 20 000-byte HTML budget (decision 0057).
 */
export function SessionSync({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const router = useRouter();
  useRouteFocus();
  useEffect(() => {
    if (getSession().isAuthenticated && !hasSessionCookie(document.cookie)) clearSession();
    setCurrentPartner(partnerId);
    const loggedOutHere = () => !getSession().isAuthenticated && isBehindLogin(parsePath(location.pathname).path);
    const toLogin = () => {
      const origin = location.pathname + location.search;
      router.replace(`${buildPath({ lang, partnerId, path: 'login' })}?returnTo=${encodeURIComponent(origin)}`);
    };
    if (loggedOutHere()) {
      clearSession();
      toLogin();
    }
    return watchOtherTabs(() => {
      if (loggedOutHere()) toLogin();
    });
  }, [lang, partnerId, router]);
  return null;
}
