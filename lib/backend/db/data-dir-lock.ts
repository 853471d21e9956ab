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
 */
export const LOCK_FILE = 'storefront.lock';

type Owner = { pid: number; host: string; started?: string };

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly owner: Owner,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${owner.pid} on ${owner.host}). ` +
        `Only one server or script may open a PGlite folder at a time: stop the other process, or use another DATA_DIR. ` +
        `If that process no longer exists, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // field 22 (starttime), counted after the ")" that closes the command name
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // cannot check another machine: assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
  const started = processStart(owner.pid);
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

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the folder's lock (creating the folder if needed) or throws DataDirLockedError naming it.
 * Returns the release function (also run on process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), started: processStart(process.pid), at: new Date().toISOString() } satisfies Owner & { at: string });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
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
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const raw = read(file);
    if (raw === undefined) continue;
    const owner = parseOwner(raw);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    // an unreadable file younger than 2 s may be a starter between creating and writing it
    if (owner || ageMs(file) > 2_000) removeIfUnchanged(file, raw);
    pause(20);
  }
  throw new DataDirLockedError(dir, parseOwner(read(file) ?? '') ?? { pid: 0, host: 'unknown' });
}
