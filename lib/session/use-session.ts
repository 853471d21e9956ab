'use client';

import { useSyncExternalStore } from 'react';
import { browserTimers } from '@/lib/ui/browser-timers';
import { createSessionWatch } from './session-watch';
import { AUTH_CHANGE_EVENT, getSession, SIGNED_OUT_SESSION, watchOtherTabs, type Session } from './store';

/** One watch for every reader (session-watch.ts); subscribed to only in the browser. */
let watch: ReturnType<typeof createSessionWatch> | undefined;
function subscribe(onChange: () => void): () => void {
  watch ??= createSessionWatch({ ...browserTimers(), target: window, authChangeEvent: AUTH_CHANGE_EVENT, watchOtherTabs, getSession });
  return watch(onChange);
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
