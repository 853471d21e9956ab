import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per PGlite data folder (issue #14 item 15): two PGlite instances on one folder
 * corrupt it. An exact pid lock, not an mtime lease: the folder is local, so the owner's liveness
 * can be checked at once (a kill -9'd owner is detected immediately, no staleness wait, no
 * heartbeat timer that a busy event loop could miss). The lock file inside the folder holds the
 * owner's pid, host and process start time (Linux /proc), so a reused pid is not mistaken for the
 * owner. Taking over a dead owner's file happens under a mkdir guard and only if the file is still
 * the one found dead, so two starters racing for a stale lock cannot both win.
 *
 * A start right after a crash (issue #44 item 8): a kill -9'd process lives on for a moment while
 * the kernel tears it down (1–2 s measured under load), and a stopping server holds the folder
 * until it has closed it. So a held lock is waited for, polling, up to `waitMs` (default 10 s,
 * DATA_DIR_LOCK_WAIT_SECONDS); only an owner still running after that is refused, by pid.
 */
export const LOCK_FILE = 'storefront.lock';

export type Owner = { pid: number; host: string; started?: string };

/** How long a held lock is waited for unless told otherwise (DATA_DIR_LOCK_WAIT_SECONDS). */
export const DEFAULT_LOCK_WAIT_SECONDS = 10;
const POLL_MS = 50;

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly owner: Owner,
    waitedMs = 0,
  ) {
    const here = owner.host === hostname();
    super(
      `The data folder ${dataDir} is in use by another process (pid ${owner.pid} on ${owner.host})` +
        (waitedMs > 0 ? `, still running after ${Math.round(waitedMs / 100) / 10} s. ` : '. ') +
        `Only one server or script may open a PGlite folder at a time: stop that process${here ? ` (kill ${owner.pid})` : ''}, or use another DATA_DIR.` +
        (here ? '' : ` If that process no longer exists, delete ${path.join(dataDir, LOCK_FILE)}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

/** DATA_DIR_LOCK_WAIT_SECONDS (0–600, whole seconds) in milliseconds; absent → the default. */
export function lockWaitMs(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '') return DEFAULT_LOCK_WAIT_SECONDS * 1000;
  if (!/^\d+$/.test(text) || Number(text) > 600) throw new Error(`DATA_DIR_LOCK_WAIT_SECONDS: must be a whole number of seconds from 0 to 600 (got "${raw}")`);
  return Number(text) * 1000;
}

/** /proc/<pid>/stat's fields after the ")" that closes the command name (Linux): [0] state, [19] start time. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
const processStart = (pid: number): string | undefined => procStat(pid)?.[19];

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // cannot check another machine: assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
  const stat = procStat(owner.pid);
  // a zombie (Z) or a process being reaped (X) has closed every file: as good as gone
  if (stat && (stat[0] === 'Z' || stat[0] === 'X')) return false;
  const started = stat?.[19];
  return !(owner.started && started && started !== owner.started);
}

function parseOwner(raw: string): Owner | undefined {
  try {
    const value = JSON.parse(raw) as Partial<Owner>;
    if (typeof value.pid === 'number' && typeof value.host === 'string') return { pid: value.pid, host: value.host, started: value.started };
  } catch {
    // a half-written file (crash between create and write): treated as dead below
  }
  return undefined;
}

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Removes `file` if it still holds `expected`, under a mkdir guard shared by every taker. */
function removeIfUnchanged(file: string, expected: string): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another starter is taking over; a guard left by a crash inside this tiny section is removed after 10 s
    if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    return;
  }
  try {
    if (read(file) === expected) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}

const ageMs = (file: string): number => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0; // gone meanwhile: the next round finds out
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type LockOptions = {
  /** How long a live owner is waited for (polling) before the folder is refused; default 10 s. */
  waitMs?: number;
  /** Called once when the wait starts (the server prints that it is waiting, and for whom). */
  onWait?: (owner: Owner, waitMs: number) => void;
};

/**
 * Takes the folder's lock (creating the folder if needed), waiting up to `waitMs` for a live owner
 * to go away, or throws DataDirLockedError naming it. Resolves to the release function (also run
 * on process exit).
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_SECONDS * 1000;
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), started: processStart(process.pid), at: new Date().toISOString() } satisfies Owner & { at: string });
  const started = Date.now();
  let waiting = false;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return releaser(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const raw = read(file);
    if (raw === undefined) continue;
    const owner = parseOwner(raw);
    if (owner && isAlive(owner)) {
      const waited = Date.now() - started;
      if (waited >= waitMs) throw new DataDirLockedError(dir, owner, waited);
      if (!waiting) options.onWait?.(owner, waitMs);
      waiting = true;
      await pause(Math.min(POLL_MS, waitMs - waited));
      continue;
    }
    // an unreadable file younger than 2 s may be a starter between creating and writing it
    if (owner || ageMs(file) > 2_000) removeIfUnchanged(file, raw);
    if (attempt > 50 && Date.now() - started >= waitMs) throw new DataDirLockedError(dir, owner ?? { pid: 0, host: 'unknown' }, Date.now() - started);
    await pause(20);
  }
}

function releaser(file: string, mine: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (read(file) === mine) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
