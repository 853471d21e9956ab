// `npm start`: the production server from .next/standalone (DESIGN §2, ops on a Node host).
// Honours PORT, HOSTNAME and DATA_DIR; the standalone server changes its working directory,
// so a relative DATA_DIR is resolved against the project folder first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const server = resolve(root, '.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.PORT || '3000',
  HOSTNAME: process.env.HOSTNAME || '0.0.0.0',
  DATA_DIR: resolve(root, process.env.DATA_DIR || '.data'),
};
console.log(`Starting the storefront on http://${env.HOSTNAME === '0.0.0.0' ? 'localhost' : env.HOSTNAME}:${env.PORT} (data: ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`);
const child = spawn(process.execPath, [server], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
