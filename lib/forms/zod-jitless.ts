/** zod's shared configuration object: zod/v4/core keeps it on `globalThis` and reuses one already there. */
type ZodHost = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Tells zod not to probe for `new Function` (its JIT) in this realm, without loading zod: the
 * Content-Security-Policy has no 'unsafe-eval', and the probe, although caught, is reported as a
 * violation (issue #14 item 2). zod loads in the browser only with a form's rules (on intent) or
 * a login's answer, so the root layout sets the flag on the object zod will adopt, and zod's core
 * (≈ 7 kB gzip) stays out of every page's first-load JavaScript (issue #16, main-thread work).
 * zod-jitless.test.ts: the flag reaches `config()` whether zod is loaded before or after.
 */
export function zodJitless(host: ZodHost = globalThis as ZodHost): void {
  (host.__zod_globalConfig ??= {}).jitless = true;
}
