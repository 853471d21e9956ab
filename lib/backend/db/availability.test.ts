import { createAvailability, currentDatabaseAvailability, databaseAvailability } from './availability';

/** A hand-driven clock and scheduler: tests run scheduled probes themselves (no sleeps). */
function harness() {
  const lines: string[] = [];
  let time = 1_000_000;
  const queue: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const availability = createAvailability({
    log: (line) => lines.push(line),
    now: () => time,
    schedule: (fn, ms) => {
      const entry = { fn, ms, cancelled: false };
      queue.push(entry);
      return { cancel: () => (entry.cancelled = true) };
    },
  });
  const runNext = async () => {
    const entry = queue.shift();
    if (!entry) throw new Error('nothing scheduled');
    time += entry.ms;
    if (!entry.cancelled) entry.fn();
    await new Promise((r) => setImmediate(r)); // let the probe's promise settle
    return entry.ms;
  };
  return { availability, lines, queue, runNext, advance: (ms: number) => (time += ms) };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('database availability', () => {
  it('logs one line when the database is lost and one when it is back, however many requests fail meanwhile', async () => {
    const { availability, lines, runNext } = harness();
    let answering = false;
    availability.setProbe(async () => {
      if (!answering) throw refused;
    });
    for (let i = 0; i < 1000; i++) availability.reportFault(refused);
    expect(availability.state()).toMatchObject({ available: false, reason: 'database_unreachable' });
    expect(lines).toEqual(['[db] database unavailable (database_unreachable): ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432; answering 503 until it is back']);

    // the probe retries with backoff while the database stays away, silently
    expect(await runNext()).toBe(500);
    expect(await runNext()).toBe(1000);
    expect(await runNext()).toBe(2000);
    expect(lines).toHaveLength(1);

    answering = true;
    await runNext();
    expect(availability.state()).toEqual({ available: true });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('[db] database available again (was unavailable for 7.5 s: database_unreachable)');
  });

  it('runs a single probe at a time, and none once the database is back', async () => {
    const { availability, queue, runNext } = harness();
    availability.setProbe(async () => undefined);
    availability.reportFault(refused);
    availability.reportFault(refused);
    expect(queue).toHaveLength(1);
    await runNext();
    expect(queue).toHaveLength(0);
    expect(availability.state().available).toBe(true);
  });

  it('logs a change of reason, not a repeated one, and nothing when already available', () => {
    const { availability, lines } = harness();
    availability.up();
    expect(lines).toEqual([]);
    availability.down('data_dir_unusable', Object.assign(new Error('ENOTDIR: not a directory'), { code: 'ENOTDIR' }));
    availability.down('data_dir_unusable');
    availability.down('database_unreachable', refused);
    availability.down('database_unreachable', refused);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('(data_dir_unusable): ENOTDIR: not a directory');
    expect(lines[1]).toContain('(database_unreachable)');
    availability.up();
    availability.up();
    expect(lines).toHaveLength(3);
  });

  it('backs off up to 15 s between probes', async () => {
    const { availability, runNext } = harness();
    availability.setProbe(async () => {
      throw refused;
    });
    availability.reportFault(refused);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) delays.push(await runNext());
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('stops probing when told to (shutdown)', () => {
    const { availability, queue } = harness();
    availability.setProbe(async () => undefined);
    availability.reportFault(refused);
    availability.stop();
    expect(queue[0]?.cancelled).toBe(true);
  });
});

describe('currentDatabaseAvailability (what middleware reads)', () => {
  it('is the process tracker’s state, available while there is none', () => {
    const key = Symbol.for('partner-storefront.database-availability');
    const holder = globalThis as Record<symbol, unknown>;
    delete holder[key];
    expect(currentDatabaseAvailability()).toEqual({ available: true });
    const tracker = databaseAvailability();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    tracker.down('database_unreachable');
    expect(currentDatabaseAvailability()).toMatchObject({ available: false, reason: 'database_unreachable' });
    tracker.up();
    expect(currentDatabaseAvailability()).toEqual({ available: true });
    warn.mockRestore();
    delete holder[key];
  });
});
