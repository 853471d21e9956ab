'use client';

import { useSyncExternalStore } from 'react';
import { AUTH_CHANGE_EVENT, getSession, SIGNED_OUT_SESSION, watchOtherTabs, type Session } from './store';

/** Longest delay setTimeout honours (about 24.8 days); longer ones would fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Re-render when the refresh window ends, so isAuthenticated turns false without an event.
  const armExpiry = () => {
    clearTimeout(timer);
    const { isAuthenticated, ld, rd } = getSession();
    if (isAuthenticated && ld !== undefined && rd !== undefined) {
      timer = setTimeout(changed, Math.min(Math.max(0, ld + rd * 60_000 - Date.now()), MAX_TIMEOUT));
    }
  };
  const changed = () => {
    onChange();
    armExpiry();
  };
  window.addEventListener(AUTH_CHANGE_EVENT, changed);
  const stopWatchingTabs = watchOtherTabs(changed);
  armExpiry();
  return () => {
    clearTimeout(timer);
    window.removeEventListener(AUTH_CHANGE_EVENT, changed);
    stopWatchingTabs();
  };
}

const getSnapshot = (): Session => getSession();
const getServerSnapshot = (): Session => SIGNED_OUT_SESSION;

/**
 * The browser session (SPEC §3-§4), re-rendering on auth changes, on session changes in other
 * tabs and when the session expires. Server rendering and hydration see SIGNED_OUT_SESSION (the
 * server does not know localStorage), then React re-renders with the stored session, so the
 * markup never mismatches; when nothing is stored, getSession answers that same object and
 * nothing is rendered twice.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
