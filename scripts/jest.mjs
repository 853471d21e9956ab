// Runs jest with the Node flag PGlite needs inside jest's module sandbox (it loads its WASM
// bundle with a dynamic import): `node scripts/jest.mjs [jest args]`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const child = spawn(
  process.execPath,
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jestBin, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
