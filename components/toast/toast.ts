import type { ReactNode } from 'react';
import type * as Sonner from 'sonner';
import { whenToasterMounted } from './toaster-store';

type Kind = 'success' | 'error';

let sonner: Promise<typeof Sonner> | undefined;

/** sonner, loaded once; a failed load is forgotten, so the next toast tries again. */
function loadSonner() {
  return (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  }));
}

async function show(kind: Kind, message: ReactNode, options?: Sonner.ExternalToast) {
  const [module] = await Promise.all([loadSonner(), whenToasterMounted()]);
  module.toast[kind](message, options);
}

const shower = (kind: Kind) => (message: ReactNode, options?: Sonner.ExternalToast) => void show(kind, message, options).catch(() => undefined);

/**
 * The shop's toasts (SPEC: 5 s, top-right, light), with sonner's `toast` calls: sonner and its
 * `<Toaster>` load after the page (components/toast/shop-toaster.tsx), not with it (≈ 10 kB gzip
 * less first-load JavaScript on every page, issue #16). A toast asked for before then waits until
 * the toaster is on the page; one whose code cannot be loaded (offline) is dropped: every action
 * that toasts also shows its result on the page.
 */
export const toast = { success: shower('success'), error: shower('error') };
