// Runs bench/lib/edit-to-visible.ts in a child process: it mounts the API in process, whose
// server modules need Node's react-server condition (`server-only`), which the bench's own process
// does not have. Returns its rows (bench/lib/edit-to-visible-table.ts), or undefined if it failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { log, root } from './server.mjs';

export function measureEditToVisible(dataDir) {
  const out = resolve(root, 'bench/results/edit-to-visible.json');
  rmSync(out, { force: true });
  const env = { ...process.env, BENCH_EDIT_DATA_DIR: dataDir, BENCH_EDIT_JSON: out };
  const script = resolve(root, 'bench/lib/edit-to-visible.ts');
  const r = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(out)) {
    log(`edit-to-visible failed (${r.status ?? r.signal}); left out of the report`);
    return undefined;
  }
  return JSON.parse(readFileSync(out, 'utf8'));
}
