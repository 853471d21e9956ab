import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the folder and a lock file naming this process; release removes it', () => {
    const dataDir = path.join(dir, 'data');
    const release = lockDataDir(dataDir);
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; host: string };
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir)(); // free again
  });

  it('refuses a folder held by a live process, naming the folder and the process', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by another process (pid ${process.pid} on ${hostname()})`);
    } finally {
      release();
    }
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, host: hostname() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('does not mistake a reused pid for the owner (different process start time)', () => {
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), started: '1' }));
    const release = lockDataDir(dir);
    release();
  });

  it('treats a lock from another host as held (its owner cannot be checked from here)', () => {
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'some-other-host.invalid' }));
    expect(() => lockDataDir(dir)).toThrow('pid 1 on some-other-host.invalid');
  });

  it('does not release a lock that another process has taken since', () => {
    const release = lockDataDir(dir);
    const theirs = JSON.stringify({ pid: 1, host: 'elsewhere' });
    writeFileSync(path.join(dir, LOCK_FILE), theirs);
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(theirs);
  });

  it('fails with the file system error when the folder is unusable', () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    expect(() => lockDataDir(file)).toThrow(/EEXIST|ENOTDIR/);
  });
});
