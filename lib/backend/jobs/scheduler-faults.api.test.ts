import type { ApiDeps } from '../context';
import { createTestApi, type TestApi } from '../testing/test-api';
import { startJobs, type Jobs } from './scheduler';

/**
 * Issue #44 item 8: during a database outage the background jobs log one line per failed run —
 * no stack per attempt (the sweep printed 20 lines each time) — and one line when they work again.
 */
let t: TestApi;
let jobs: Jobs;
let down = false;
let logged: jest.SpyInstance;
let errors: jest.SpyInstance;

/** A database that is not there: every query, however it is built, fails as node-postgres does on a refused connection. */
function unreachableDatabase(): ApiDeps['db'] {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const chain: object = new Proxy(function query() {}, {
    get: (_target, property) => (property === 'then' ? (_resolve: unknown, reject: (error: Error) => void) => reject(refused()) : chain),
    apply: () => chain,
  });
  return chain as ApiDeps['db'];
}

beforeAll(async () => {
  t = await createTestApi();
  const failing = unreachableDatabase();
  const deps: ApiDeps = {
    ...t.deps,
    get db() {
      return down ? failing : t.deps.db;
    },
  };
  jobs = startJobs(deps, 3600); // runs only when told (runNow) within this test
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});
beforeEach(() => {
  logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const lines = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call.map(String).join(' '));

it('logs one line per failed run while the database is away, then one line when the sweep works again', async () => {
  await jobs.runNow(); // healthy: nothing to say
  expect(lines(errors)).toEqual([]);

  down = true;
  t.advance(24 * 3600_000); // a new day: the birthday job runs (and fails) too
  for (let run = 1; run <= 5; run++) {
    t.advance(60_000);
    await jobs.runNow();
  }
  const failed = lines(errors);
  const sweep = failed.filter((line) => line.startsWith('[payments] sweep failed'));
  expect(sweep).toHaveLength(5); // one per run
  expect(sweep[0]).toBe('[payments] sweep failed: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432 (database unreachable); retrying, one line per failed run until it works again');
  expect(sweep[4]).toMatch(/^\[payments\] sweep failed again \(5 in a row since .*\): ECONNREFUSED/);
  // the myDATA transmission and the carriers' tracking likewise, one line per run
  expect(failed.filter((line) => line.startsWith('[fiscal] myDATA transmission failed'))).toHaveLength(5);
  expect(failed.filter((line) => line.startsWith('[shipping] tracking failed'))).toHaveLength(5);
  expect(failed.filter((line) => line.startsWith('[companies] purchase-request sweep failed'))).toHaveLength(5);
  // nothing else but the birthday job's own line per run; no stack anywhere
  const failing = ['[payments] sweep failed', '[companies] purchase-request sweep failed', '[loyalty] birthday points failed', '[fiscal] myDATA transmission failed', '[shipping] tracking failed'];
  expect(failed.filter((line) => !failing.some((job) => line.startsWith(job)))).toEqual([]);
  expect(failed.filter((line) => line.includes('\n'))).toEqual([]);
  expect(errors.mock.calls.every((call) => call.length === 1 && typeof call[0] === 'string')).toBe(true); // no error object handed to the console

  down = false;
  t.advance(60_000);
  await jobs.runNow();
  expect(lines(logged).filter((line) => line.startsWith('[payments] sweep works again'))).toEqual(['[payments] sweep works again after 5 failed run(s) over 300 s']);
  expect(lines(logged)).toContain('[loyalty] birthday points works again after 5 failed run(s) over 300 s');
  expect(lines(logged)).toContain('[fiscal] myDATA transmission works again after 5 failed run(s) over 300 s');
  expect(lines(logged)).toContain('[shipping] tracking works again after 5 failed run(s) over 300 s');
  expect(lines(logged)).toContain('[companies] purchase-request sweep works again after 5 failed run(s) over 300 s');
  expect(errors).toHaveBeenCalledTimes(25);

  await jobs.runNow(); // and once only
  expect(lines(logged).filter((line) => line.includes('works again'))).toHaveLength(5);
});
