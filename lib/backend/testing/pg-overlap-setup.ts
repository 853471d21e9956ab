import { guardPgClients } from './pg-overlap-guard';

/**
 * On PostgreSQL runs (TEST_PG_URL), every API test file is watched for a pooled client given a
 * query while it runs another (issue #44 item 8; pg 9 refuses it): the file fails with the
 * overlapping queries' stacks. On PGlite there is no pool, so nothing is installed.
 */
if (process.env.TEST_PG_URL) {
  const guard = guardPgClients();
  afterAll(() => {
    guard.restore();
    if (guard.overlaps.length > 0 || guard.warnings.length > 0) {
      throw new Error(`a pooled PostgreSQL client was given two queries at once:\n${[...guard.warnings, ...guard.overlaps].join('\n\n')}`);
    }
  });
}
