// Whether the page wants sonner's <Toaster> yet, and when it has mounted (sonner drops a toast
// published before its Toaster subscribes): one store per page load, shared by toast.ts and
// shop-toaster.tsx.

let wanted = false;
let mounted = false;
const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toasterWanted = () => wanted;

/** Asks for the Toaster (once): the page is idle, or a toast is waiting. */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by the Toaster's host once sonner's Toaster has subscribed (after its own effects). */
export function toasterMounted() {
  mounted = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/** The Toaster has gone (its layout was replaced): the next toast waits for the next one. */
export function toasterUnmounted() {
  mounted = false;
}

/** Resolves once a Toaster is listening, asking for it first. */
export function whenToasterMounted(): Promise<void> {
  if (mounted) return Promise.resolve();
  wantToaster();
  return new Promise((resolve) => waiting.push(resolve));
}
