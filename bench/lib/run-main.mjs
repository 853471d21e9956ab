// The entry of a measurement script (bench/run.mjs, bench/lighthouse.mjs): registers tsx's loader
// first (the runs share the app's own TypeScript modules), then loads and runs its main, exiting
// 1 with the error when it fails.
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

export async function runMain(load, name) {
  register();
  registerCjs(); // TypeScript modules the app loads as CommonJS, with extensionless relative imports
  const { main } = await load();
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`[bench] ${name} failed:`, error);
      process.exit(1);
    },
  );
}
