import type { ApiDeps } from '../context';
import { hashPassword } from './passwords';

/**
 * Work whose duration must not show in the answer (issue #14 item 5): registration and
 * forgot-password answer before they look the email up, hash, write and send mail, so a known
 * and an unknown email take the same time to answer. A failure is logged; the caller already
 * had its (identical) answer.
 */
export function afterAnswer(deps: ApiDeps, label: string, task: () => Promise<void>): void {
  if (deps.afterAnswer) return deps.afterAnswer(label, task);
  setImmediate(() => {
    task().catch((error: unknown) => console.error(`[${label}] failed after the answer`, error));
  });
}

/** Hashes with the injected hasher (tests count calls) or scrypt at the configured cost. */
export function hashWith(deps: ApiDeps, password: string): Promise<string> {
  return (deps.hashPassword ?? hashPassword)(password, deps.env.PASSWORD_SCRYPT_COST);
}

/** Waits `ms` (the login slow-down) with the injected pause, if any. */
export function pauseFor(deps: ApiDeps, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  if (deps.pause) return deps.pause(ms);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
