import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/** Polls `condition` (every 20 ms) until it holds; false if `timeoutMs` passed first. No fixed sleeps. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a process with this pid exists (a zombie counts as gone: it holds nothing any more). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return false;
  }
}

/** A process that has exited but is not yet reaped by its parent: its pid still exists, it holds nothing. */
export function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** The parent pid of a running process (Linux /proc). */
export function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Resolves true when nothing listens on 127.0.0.1:`port` (the connection is refused). */
export function portRefuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The PGlite folder's lock file and the pid it names (the server process), if any. */
export const lockFileOf = (dataDir: string) => join(dataDir, 'storefront.lock');
export function lockOwner(dataDir: string): number | undefined {
  if (!existsSync(lockFileOf(dataDir))) return undefined;
  try {
    return (JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}
