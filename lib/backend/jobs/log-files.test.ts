import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purgeLogFiles } from './log-files';

/** The log folder's purge on a real folder (decision 0097). */
describe('purgeLogFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-logs-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('deletes the daily files past the period and nothing else', async () => {
    const names = ['storefront-2026-10-21.log', 'storefront-2026-10-22.log', 'storefront-2026-10-23.log', 'storefront-2026-11-22.log', 'storefront-2026-10-01.log.gz', 'notes.txt'];
    for (const name of names) await writeFile(join(dir, name), 'a line\n');
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await purgeLogFiles(dir, now, 30)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', 'storefront-2026-10-01.log.gz', 'storefront-2026-10-23.log', 'storefront-2026-11-22.log']);
    expect(await purgeLogFiles(dir, now, 30)).toBe(0);
  });

  it('finds nothing to delete in a folder that does not exist', async () => {
    expect(await purgeLogFiles(join(dir, 'missing'), new Date('2026-11-22T10:00:00Z'), 30)).toBe(0);
  });

  it('leaves a folder alone even when it is named like an old log file', async () => {
    await mkdir(join(dir, 'storefront-2020-01-01.log'));
    expect(await purgeLogFiles(dir, new Date('2026-11-22T10:00:00Z'), 30)).toBe(0);
    expect(await readdir(dir)).toEqual(['storefront-2020-01-01.log']);
  });
});
