import { openDatabase, PGLITE_SHARED_BUFFERS_MB } from './client';

// PGlite's buffer cache is set at start (issue #15, peak RSS): the default, or the configured size.
describe('PGlite settings', () => {
  it.each([
    [undefined, `${PGLITE_SHARED_BUFFERS_MB}MB`],
    [16, '16MB'],
  ])('shared_buffers %s → %s', async (sharedBuffersMb, shown) => {
    const handle = await openDatabase({ migrate: false, sharedBuffersMb });
    try {
      const result = await handle.pglite!.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(result.rows[0]?.shared_buffers).toBe(shown);
    } finally {
      await handle.close();
    }
  });
});
