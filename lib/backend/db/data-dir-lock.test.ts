import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir, lockWaitMs } from './data-dir-lock';

/** The start time field of /proc/<pid>/stat (what the lock file records), or undefined off Linux. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const holdBy = (pid: number) => writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), started: startOf(pid) }));
  const lockedBy = () => (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

  it('creates the folder and a lock file naming this process; release removes it', async () => {
    const dataDir = path.join(dir, 'data');
    const release = await lockDataDir(dataDir);
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; host: string };
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dataDir, { waitMs: 0 }))(); // free again
  });

  it('refuses a folder held by a live process, naming the folder and the process and saying to stop it', async () => {
    const release = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(`The data folder ${dir} is in use by another process (pid ${process.pid} on ${hostname()})`);
      await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(`stop that process (kill ${process.pid})`);
    } finally {
      release();
    }
  });

  it('waits (polling, bounded) for a live owner, then refuses it saying how long it waited', async () => {
    const release = await lockDataDir(dir);
    const waits: number[] = [];
    const started = Date.now();
    try {
      await expect(lockDataDir(dir, { waitMs: 300, onWait: (owner) => waits.push(owner.pid) })).rejects.toThrow(/still running after 0\.[345] s/);
    } finally {
      release();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(waits).toEqual([process.pid]); // said once that it waits, and for whom
  });

  it('takes over at once from an owner that dies while it waits (a start right after kill -9)', async () => {
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const gone = new Promise((resolve) => owner.once('exit', resolve));
    try {
      holdBy(owner.pid!);
      // the owner is killed only once the wait has started: the lock is taken when it is gone
      const release = await lockDataDir(dir, { waitMs: 10_000, onWait: () => void owner.kill('SIGKILL') });
      await gone;
      expect(lockedBy()).toBe(process.pid);
      release();
    } finally {
      owner.kill('SIGKILL');
    }
  });

  it('treats a zombie (killed, not yet reaped by its parent) as gone', async () => {
    // `sleep 0 &` exits at once and its parent (exec'd into `sleep 30`) never reaps it
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: zombie, host: hostname() }));
      const deadline = Date.now() + 5_000;
      while (!/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')) && Date.now() < deadline) await new Promise((r) => setImmediate(r));
      const release = await lockDataDir(dir, { waitMs: 0 });
      expect(lockedBy()).toBe(process.pid);
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: Number(dead.stdout), host: hostname() }));
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(lockedBy()).toBe(process.pid);
    release();
  });

  it('does not mistake a reused pid for the owner (different process start time)', async () => {
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), started: '1' }));
    const release = await lockDataDir(dir, { waitMs: 0 });
    release();
  });

  it('treats a lock from another host as held (its owner cannot be checked from here)', async () => {
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'some-other-host.invalid' }));
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow('pid 1 on some-other-host.invalid');
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(`If that process no longer exists, delete ${path.join(dir, LOCK_FILE)}`);
  });

  it('does not release a lock that another process has taken since', async () => {
    const release = await lockDataDir(dir);
    const theirs = JSON.stringify({ pid: 1, host: 'elsewhere' });
    writeFileSync(path.join(dir, LOCK_FILE), theirs);
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(theirs);
  });

  it('fails with the file system error when the folder is unusable', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    await expect(lockDataDir(file)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});

describe('lockWaitMs (DATA_DIR_LOCK_WAIT_SECONDS)', () => {
  it('defaults to 10 s and takes whole seconds from 0 to 600', () => {
    expect(lockWaitMs(undefined)).toBe(10_000);
    expect(lockWaitMs('')).toBe(10_000);
    expect(lockWaitMs('0')).toBe(0);
    expect(lockWaitMs(' 600 ')).toBe(600_000);
  });

  it('refuses anything else, naming the variable', () => {
    for (const raw of ['-1', '1.5', 'ten', '601']) expect(() => lockWaitMs(raw)).toThrow('DATA_DIR_LOCK_WAIT_SECONDS: must be a whole number of seconds from 0 to 600');
  });
});
